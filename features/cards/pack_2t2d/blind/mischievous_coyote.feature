@card:20048 @blind
Feature: Mischievous Coyote (blind proof)
  Spell, Spirit • Sidekick.
  Shootout Spirit 9, Boot: Switch your total stud bonus and total draw bonus when making
  draw hands this round. You must have at least 1 non-token stud dude and 1 non-token draw
  dude in your posse to use this ability.

  Bloody Teeth is a Shaman 1 stud with 1 bullet: a pull of 8 casts it. Olivia Jenks is a
  2-bullet draw, picked as shooter: her 2 bullets make the draw bonus, and each other stud
  in the posse adds 1 to the stud bonus (§5.5).

  Background:
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude         | at          | attachments        |
      | Bloody Teeth | Town Square | Mischievous Coyote |
      | Olivia Jenks | Town Square |                    |
    And Player2 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |
    And Player1's deck is "Shotgun, Mustang, Pinto, Sun in Yer Eyes, Bluetick, Whiskey Flask, Roan, Auction, Ambush, Kidnappin', Reserves, Pat's Perch"
    And Player1's next pull is "8H"

  Scenario: The stud bonus and the draw bonus switch this round
    When Player1 calls out "Steven Wiles" with "Bloody Teeth"
    And Player2 accepts
    And Player1 adds "Olivia Jenks" to the posse
    And Player1 uses "Mischievous Coyote"
    And Player1 picks "Olivia Jenks" as shooter
    Then the log has a line containing "Player1 draws 7 cards with a stud bonus of 2 and a draw bonus of 1"
    And "Mischievous Coyote" is booted
    And Player1 is asked to "Select a card"

  Scenario: Without it, the shooter's bullets are the draw bonus
    When Player1 calls out "Steven Wiles" with "Bloody Teeth"
    And Player2 accepts
    And Player1 adds "Olivia Jenks" to the posse
    And Player1 passes
    And Player1 picks "Olivia Jenks" as shooter
    Then the log has a line containing "Player1 draws 6 cards with a stud bonus of 1 and a draw bonus of 2"
    And Player1 is asked to "Select a card"

  Scenario: Without a draw dude in the posse it cannot be used
    Given Player1's hand is "Sun in Yer Eyes"
    When Player1 calls out "Steven Wiles" with "Bloody Teeth"
    And Player2 accepts
    And Player1 is done
    And Player1 tries to use "Mischievous Coyote"
    Then the play is refused by rule "ability.condition"
    And "Mischievous Coyote" is unbooted
    And Player1 is asked to "Select a play"
