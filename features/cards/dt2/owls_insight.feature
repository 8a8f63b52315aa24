@card:24204
Feature: Owl's Insight (Weird West Edition)
  Spell, Spirit. Cheatin' Resolution Spirit 5, Boot: Attach any number of goods or spells
  from your play hand, reducing the cost of each by 1. Draw cards until your play hand is
  at its maximum size. If this is a shootout, reduce your casualties by 2 this round.

  Lydia Bear-Hands, Shaman 0, casts it on a pull of 5 or more. Steven Wiles's Three of a
  Kind (rank 4, cheatin' with two 4S) beats Olivia Jenks's High Card by 3. A Shotgun
  costs 3; Player1 has 2 ghost rock. The fight is in the town square, which nobody
  controls.

  Background:
    Given the phase is High Noon
    And Player1 has 2 ghost rock
    And Player1 has these dudes:
      | dude                                  | at          | attachments                        |
      | Olivia Jenks                          | Town Square |                                    |
      | Lydia Bear-Hands (Weird West Edition) | Town Square | Owl's Insight (Weird West Edition) |
    And Player2 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |
    And Player1's deck is "Whiskey Flask, Allie Hensman, Killer Bunnies Casino, Yan Li's Tailoring, Pat's Perch, Pancho Castillo"

  @rule:spell.cast @rule:shootout.casualties.reduced @ruling:owls-insight-attaches-anywhere
  Scenario: She attaches a Shotgun for 1 less, refills the hand, and the posse takes 2 casualties fewer
    Given Player1's hand is "Shotgun, Pistol Whip"
    And Player1's next pull is "5H"
    And Player1's next draw hand is "2H 3D 5C 9S KH"
    And Player2's next draw hand is "4S 4S 4D 9H KC"
    When Player1 calls out "Steven Wiles" with "Olivia Jenks"
    And Player2 accepts
    And Player1 adds "Lydia Bear-Hands (Weird West Edition)" to the posse
    And Player1 passes
    And Player1 picks "Olivia Jenks" as shooter
    And Player1 uses "Owl's Insight (Weird West Edition)"
    Then the options are:
      """
      Shotgun
      done
      """
    When Player1 selects "Shotgun"
    And Player1 selects "Olivia Jenks"
    Then "Shotgun" is attached to "Olivia Jenks"
    And Player1 has 0 ghost rock
    And Player1 has 5 cards in hand
    And "Owl's Insight (Weird West Edition)" is booted
    And Player1 takes 1 casualty
    And the log contains in order:
      """
      Player1 attaches Shotgun to Olivia Jenks for 2 ghost rock
      Player1 draws 4 cards up to their maximum hand size
      Player1 reduces their casualties by 2 this round
      Player1 reduces their casualties from 3 to 1
      """
    And Player1 is asked to "Select a casualty"

  @rule:spell.cast
  Scenario: With a full hand she attaches nothing and draws nothing
    Given Player1's hand is "Pistol Whip, Pistol Whip, Pistol Whip, Pistol Whip, Pistol Whip"
    And Player1's next pull is "5H"
    And Player1's next draw hand is "2H 3D 5C 9S KH"
    And Player2's next draw hand is "4S 4S 4D 9H KC"
    When Player1 calls out "Steven Wiles" with "Olivia Jenks"
    And Player2 accepts
    And Player1 adds "Lydia Bear-Hands (Weird West Edition)" to the posse
    And Player1 passes
    And Player1 picks "Olivia Jenks" as shooter
    And Player1 uses "Owl's Insight (Weird West Edition)"
    Then Player1 has 5 cards in hand
    And the log does not contain "up to their maximum hand size"
    And Player1 takes 1 casualty
    And Player1 is asked to "Select a casualty"

  @rule:spell.cast
  Scenario: A pull of 4 fails: no attachment, no draw, all 3 casualties
    Given Player1's hand is "Shotgun, Pistol Whip"
    And Player1's next pull is "4H"
    And Player1's next draw hand is "2H 3D 5C 9S KH"
    And Player2's next draw hand is "4S 4S 4D 9H KC"
    When Player1 calls out "Steven Wiles" with "Olivia Jenks"
    And Player2 accepts
    And Player1 adds "Lydia Bear-Hands (Weird West Edition)" to the posse
    And Player1 passes
    And Player1 picks "Olivia Jenks" as shooter
    And Player1 uses "Owl's Insight (Weird West Edition)"
    Then "Shotgun" is in Player1's hand
    And Player1 has 2 cards in hand
    And Player1 takes 3 casualties
    And Player1 is asked to "Select a casualty"

  @rule:gambling.cheatin
  Scenario: Against a legal hand it is not a play
    Given Player1's hand is "Shotgun, Pistol Whip"
    And Player1's next draw hand is "2H 3D 5C 9S KH"
    And Player2's next draw hand is "4S 4C 4D 9H KC"
    When Player1 calls out "Steven Wiles" with "Olivia Jenks"
    And Player2 accepts
    And Player1 adds "Lydia Bear-Hands (Weird West Edition)" to the posse
    And Player1 passes
    And Player1 picks "Olivia Jenks" as shooter
    Then Player1 may not choose "use Owl's Insight (Weird West Edition)"
    And Player1 may choose "use Lydia Bear-Hands (Weird West Edition)"
    And Player1 is asked to "Select a play"
