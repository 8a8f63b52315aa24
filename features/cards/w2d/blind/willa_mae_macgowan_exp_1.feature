@card:23027 @blind
Feature: Willa Mae MacGowan (Exp.1) (blind proof)
  Resolution: Discard Willa Mae to send a dude in your posse home. If your opponent's hand
  is cheatin', unboot that dude.

  Sent home by a card effect a dude goes home booted (§5.9); against a cheatin' hand he is
  then unbooted. 3H 3H is a cheatin' pair.

  Background:
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude                       | at          |
      | Willa Mae MacGowan (Exp.1) | Town Square |
      | Olivia Jenks               | Town Square |
    And Player2 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |
    And a shootout at "Town Square" led by "Olivia Jenks" against "Steven Wiles"
    And Player1's posse is "Olivia Jenks, Willa Mae MacGowan (Exp.1)"
    And Player1's next draw hand is "2S 4C 7D 9H JC"

  Scenario: Willa Mae is discarded and sends Olivia home booted against a legal hand
    Given Player2's next draw hand is "KS KH 5D 6C 4C"
    When Player1 picks "Olivia Jenks" as shooter
    And Player1 uses "Willa Mae MacGowan (Exp.1)"
    And Player1 selects "Olivia Jenks"
    Then "Willa Mae MacGowan (Exp.1)" is in Player1's discard pile
    And "Olivia Jenks" is at "Player1's home"
    And "Olivia Jenks" is booted
    And Player1's posse is empty
    And Player2 is asked to "Select a dude"

  Scenario: Against a cheatin' hand the dude sent home is unbooted
    Given Player2's next draw hand is "3H 3H 5D 6C 4C"
    When Player1 picks "Olivia Jenks" as shooter
    And Player1 uses "Willa Mae MacGowan (Exp.1)"
    And Player1 selects "Olivia Jenks"
    Then "Willa Mae MacGowan (Exp.1)" is in Player1's discard pile
    And "Olivia Jenks" is at "Player1's home"
    And "Olivia Jenks" is unbooted
    And Player2 is asked to "Select a dude"

  Scenario: Only a dude in your posse may be sent home
    Given Player2's next draw hand is "KS KH 5D 6C 4C"
    When Player1 picks "Olivia Jenks" as shooter
    And Player1 uses "Willa Mae MacGowan (Exp.1)"
    And Player1 tries to select "Steven Wiles"
    Then the play is refused by rule "ability.target"
    And "Steven Wiles" is at "Town Square"
    And Player1 is asked to "Select a dude"
