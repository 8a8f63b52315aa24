@card:22007 @blind
Feature: Gabriel Prior (blind proof)
  Increase Gabriel's Blessed skill checks by the number of your other dudes at this location.

  Gabriel is a Blessed 0. Guiding Light is a Miracle: "Noon Miracle 5, Boot: Pay another player
  1 ghost rock to send your dude at this or an adjacent location home. ..." A 4 pulled is 4
  plus his skill 0 plus the bonus.

  Background:
    Given the phase is High Noon
    And Player1 has 3 ghost rock
    And Player2 has 5 ghost rock
    And Player1's next pull is "4H"

  Scenario: One other dude of yours here: the check is 5 and the miracle works
    Given Player1 has these dudes:
      | dude          | at          | attachments   |
      | Gabriel Prior | Town Square | Guiding Light |
      | Jake Smiley   | Town Square |               |
    When Player1 uses "Guiding Light"
    And Player1 selects "Gabriel Prior"
    Then "Gabriel Prior" is at "Player1's home"

  Scenario: Alone (an opponent's dude does not count), the check is 4 and fails
    Given Player1 has these dudes:
      | dude          | at          | attachments   |
      | Gabriel Prior | Town Square | Guiding Light |
      | Jake Smiley   | Player1's home |            |
    And Player2 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |
    When Player1 uses "Guiding Light"
    And Player1 selects "Gabriel Prior"
    Then "Gabriel Prior" is at "Town Square"
