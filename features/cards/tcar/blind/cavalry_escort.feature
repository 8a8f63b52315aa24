@card:19032 @blind
Feature: Cavalry Escort (blind proof)
  Goods, Horse, Sidekick. React, Boot: Before you assign casualties, this dude joins your
  posse booted (moving if necessary). React abilities cannot increase casualties this
  round.

  "AS AH AD 5C 3C" (Three of a Kind, rank 4) beats "KS KH 9D 6C 4C" (One Pair, rank 2) by 2.

  Scenario: Before Player1 assigns casualties, the escorted dude rides into the posse booted
    Given the board "shootout"
    And Player1 has these dudes:
      | dude         | at          | attachments    |
      | Olivia Jenks | Town Square |                |
      | Jake Smiley  | home        | Cavalry Escort |
    And Player2 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |
    And a shootout at "Town Square" led by "Steven Wiles" against "Olivia Jenks"
    And Player1's next draw hand is "KS KH 9D 6C 4C"
    And Player2's next draw hand is "AS AH AD 5C 3C"
    When Player1 reacts with "Cavalry Escort"
    Then Player1's posse is "Olivia Jenks, Jake Smiley"
    And "Jake Smiley" is at "Town Square"
    And "Jake Smiley" is booted
    And "Cavalry Escort" is booted
    And Player1 takes 2 casualties
    When Player1 covers the casualties with "discard Jake Smiley, discard Olivia Jenks"
    Then "Jake Smiley" is in Player1's discard pile
    And Player2 is asked to "Select a dude"
