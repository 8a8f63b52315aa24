@card:19044 @blind
Feature: Shan Fan Showdown! (blind proof)
  Action, Headline. React: After posses are formed, choose your dude with a Melee Weapon
  in your posse. That dude unboots and becomes a stud. For the remainder of the shootout,
  React, Shootout, and non-Cheatin' Resolution abilities cannot increase or decrease hand
  ranks or increase or decrease casualties.

  Rapier is a Melee Weapon; Shotgun is not (a non-Melee Weapon). Jake Smiley and Steele
  Archer are draws. Flame-Thrower: "Shootout, Pay 1-3 Ghost Rock, Boot: Raise the bullets
  on this Gadget by 1 for each ghost rock spent. Each round's loser takes 1 extra
  casualty."

  Scenario: Your dude with a Melee Weapon in the posse unboots and becomes a stud
    Given the board "shootout"
    And Player1's hand is "Shan Fan Showdown!"
    And Player1 has these dudes:
      | dude          | at          | attachments | booted |
      | Steele Archer | Town Square |             | no     |
      | Jake Smiley   | Town Square | Rapier      | yes    |
    And Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |
    When Player1 calls out "Olivia Jenks" with "Steele Archer"
    And Player2 accepts
    And Player1 adds "Jake Smiley" to the posse
    And Player1 reacts with "Shan Fan Showdown!"
    And Player1 selects "Jake Smiley"
    Then "Jake Smiley" is unbooted
    And "Jake Smiley" is a stud
    And "Steele Archer" is a draw
    And Player1 is asked to "Select a dude"

  Scenario: Afterwards a Shootout ability cannot add casualties
    Given the board "shootout"
    And Player1's hand is "Shan Fan Showdown!"
    And Player2 has 5 ghost rock
    And Player1 has these dudes:
      | dude          | at          | attachments |
      | Jake Smiley   | Town Square | Rapier      |
      | Steele Archer | Town Square |             |
    And Player2 has these dudes:
      | dude         | at          | attachments   |
      | Steven Wiles | Town Square | Flame-Thrower |
    And Player1's next draw hand is "KS KH 9D 6C 4C"
    And Player2's next draw hand is "AS AH AD 5C 3C"
    When Player1 calls out "Steven Wiles" with "Jake Smiley"
    And Player2 accepts
    And Player1 adds "Steele Archer" to the posse
    And Player1 reacts with "Shan Fan Showdown!"
    And Player1 selects "Jake Smiley"
    And Player2 uses "Flame-Thrower"
    And Player2 chooses "pay 1 ghost rock"
    And Player1 picks "Jake Smiley" as shooter
    Then Player2 wins the round
    And Player1 takes 2 casualties
    And Player1 is asked to "Select a casualty"

  Scenario: Afterwards a Resolution ability cannot raise a hand rank
    Given the board "shootout"
    And Player1's hand is "Shan Fan Showdown!"
    And Player2's hand is "Hex Slingin'"
    And Player1 has these dudes:
      | dude        | at          | attachments |
      | Jake Smiley | Town Square | Rapier      |
    And Player2 has these dudes:
      | dude          | at          | attachments |
      | Steele Archer | Town Square | Soul Blast  |
    And Player1's next draw hand is "KS KH 9D 6C 4C"
    And Player2's next draw hand is "QS JH 8D 5C 3C"
    When Player1 calls out "Steele Archer" with "Jake Smiley"
    And Player2 accepts
    And Player1 reacts with "Shan Fan Showdown!"
    And Player1 selects "Jake Smiley"
    And Player2 passes
    And Player2 plays "Hex Slingin'"
    And Player2 selects "Soul Blast"
    Then Player2's hand rank is 1
    And Player1 wins the round
    And Player2 is asked to "Select a casualty"
