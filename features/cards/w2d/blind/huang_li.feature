@card:23004 @blind
Feature: Huang Li (blind proof)
  Dude, 2 bullets, stud. After using Huang Li's Shootout ability:
  • if you booted a Blessed dude, unboot another dude in the shootout.
  • if you booted an Abomination, Huang Li gets +2 bullets.
  • if you booted a Kung Fu dude, boot an opposing dude.
  Shootout: Boot your dude (in this shootout) to discard a card and draw a card.

  Clyde Owens is none of the three; Bobo is an Abomination; Father Diamond is Blessed;
  Lewis "Grizzly" Evans is Kung Fu. Blake Ranch is adjacent... the town square is adjacent
  to every street deed, so a dude joining from General Store boots.

  Background:
    Given the board "shootout"
    And Player1's hand is "Shotgun"
    And Player1's deck is "Roan, Mustang"
    And Player2 has these dudes:
      | dude            | at          |
      | Pancho Castillo | Town Square |

  Scenario: Booting a plain dude of the posse: discard a card, draw a card, nothing more
    Given Player1 has these dudes:
      | dude        | at          |
      | Huang Li    | Town Square |
      | Clyde Owens | Town Square |
    When Player1 calls out "Pancho Castillo" with "Huang Li"
    And Player2 accepts
    And Player1 adds "Clyde Owens" to the posse
    And Player1 uses "Huang Li"
    And Player1 selects "Clyde Owens"
    And Player1 selects "Shotgun"
    Then "Clyde Owens" is booted
    And "Shotgun" is in Player1's discard pile
    And "Roan" is in Player1's hand
    And "Huang Li" has 2 bullets
    And "Pancho Castillo" is unbooted
    And Player1 is asked to "Select a dude"

  Scenario: Booting an Abomination gives Huang Li +2 bullets
    Given Player1 has these dudes:
      | dude     | at          |
      | Huang Li | Town Square |
      | Bobo     | Town Square |
    When Player1 calls out "Pancho Castillo" with "Huang Li"
    And Player2 accepts
    And Player1 adds "Bobo" to the posse
    And Player1 uses "Huang Li"
    And Player1 selects "Bobo"
    And Player1 selects "Shotgun"
    Then "Bobo" is booted
    And "Huang Li" has 4 bullets
    And Player1 is asked to "Select a dude"

  Scenario: Booting a Kung Fu dude boots an opposing dude
    Given Player1 has these dudes:
      | dude                  | at          |
      | Huang Li              | Town Square |
      | Lewis "Grizzly" Evans | Town Square |
    When Player1 calls out "Pancho Castillo" with "Huang Li"
    And Player2 accepts
    And Player1 adds "Lewis "Grizzly" Evans" to the posse
    And Player1 uses "Huang Li"
    And Player1 selects "Lewis "Grizzly" Evans"
    And Player1 selects "Shotgun"
    And Player1 selects "Pancho Castillo"
    Then "Pancho Castillo" is booted
    And "Lewis "Grizzly" Evans" is booted
    And Player1 is asked to "Select a dude"

  Scenario: Booting a Blessed dude unboots another dude in the shootout
    Given Player1 has these dudes:
      | dude           | at            |
      | Huang Li       | Town Square   |
      | Father Diamond | Town Square   |
      | Clyde Owens    | General Store |
    When Player1 calls out "Pancho Castillo" with "Huang Li"
    And Player2 accepts
    And Player1 adds "Father Diamond" to the posse
    And Player1 adds "Clyde Owens" to the posse
    Then "Clyde Owens" is booted
    When Player1 uses "Huang Li"
    And Player1 selects "Father Diamond"
    And Player1 selects "Shotgun"
    And Player1 selects "Clyde Owens"
    Then "Clyde Owens" is unbooted
    And "Father Diamond" is booted
    And Player1 is asked to "Select a dude"

  Scenario: Only a dude of yours in this shootout may be booted
    Given Player1 has these dudes:
      | dude        | at             |
      | Huang Li    | Town Square    |
      | Clyde Owens | Player1's home |
    When Player1 calls out "Pancho Castillo" with "Huang Li"
    And Player2 accepts
    And Player1 is done
    And Player1 uses "Huang Li"
    Then the options are:
      """
      Huang Li
      """
