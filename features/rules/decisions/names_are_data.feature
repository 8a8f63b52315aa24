Feature: Names are data in the log
  Design contract C6: a log line is a template filled once with its arguments. A card
  or a player is named by what its name says, whatever characters it holds: a title
  ending in a full stop or an exclamation mark ("Makaio Kaleo, Esq.") or with braces
  never reads as part of the template, and never breaks the game.

  Pinned Down: "Shootout: Choose a dude. They must be selected as the first casualty."
  Its log line names its target last ("Player1 plays Pinned Down on <dude>").

  Background:
    Given the board "shootout"
    And Player1's hand is "Pinned Down"
    And Player1 has these dudes:
      | dude        | at          |
      | Jake Smiley | Town Square |
    And Player2 has these dudes:
      | dude               | at          |
      | Makaio Kaleo, Esq. | Town Square |

  @rule:shootout.plays
  Scenario: A card whose title ends in a full stop can be the target of a play
    When Player1 calls out "Makaio Kaleo, Esq." with "Jake Smiley"
    And Player2 accepts
    And Player1 plays "Pinned Down"
    And Player1 selects "Makaio Kaleo, Esq."
    Then the log contains "Player1 plays Pinned Down on Makaio Kaleo, Esq."
    And Player1 is asked to "Select a card"
