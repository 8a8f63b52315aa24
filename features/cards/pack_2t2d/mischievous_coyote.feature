@card:20048
Feature: Mischievous Coyote
  Shootout Spirit 9, Boot: Switch your total stud bonus and total draw bonus when making
  draw hands this round. You must have at least 1 non-token stud dude and 1 non-token draw
  dude in your posse to use this ability.

  Bloody Teeth is a Shaman 1 stud with 1 bullet: a pull of 8 succeeds (9). Max Baine is a
  draw with 2 bullets. With Max as shooter the posse has a stud bonus of 1 (Bloody Teeth)
  and a draw bonus of 2 (Max's bullets).

  Background:
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude         | at          | attachments        |
      | Bloody Teeth | Town Square | Mischievous Coyote |
      | Max Baine    | Town Square |                    |
    And Player2 has these dudes:
      | dude         | at          |
      | Clint Ramsey | Town Square |
    And a shootout at "Town Square" led by "Bloody Teeth" against "Clint Ramsey"
    And Player1's posse is "Bloody Teeth, Max Baine"

  @rule:shootout.draw.switched
  Scenario: This round the stud bonus and the draw bonus change places
    Given Player1's next pull is "8H"
    When Player1 uses "Mischievous Coyote"
    And Player1 picks "Max Baine" as shooter
    Then the log has a line containing "with a stud bonus of 2 and a draw bonus of 1"
    And "Mischievous Coyote" is booted
    And the log contains "Player1 switches their stud and draw bonuses this round"
    And Player1 is asked to "Select a card"

  Scenario: A failed pull switches nothing
    Given Player1's next pull is "7H"
    When Player1 uses "Mischievous Coyote"
    And Player1 picks "Max Baine" as shooter
    Then the log has a line containing "with a stud bonus of 1 and a draw bonus of 2"
    And Player1 is asked to "Select a card"

  Scenario: Without a draw dude in your posse the Coyote cannot be used
    Given Player1's posse is "Bloody Teeth"
    Then the log contains "Player1 has no shootout play and passes"
    And "Mischievous Coyote" is unbooted
    And Player1 is asked to "Select a casualty"

  Scenario: Without a stud dude in your posse the Coyote cannot be used
    Given Player1 has these dudes:
      | dude                          | at          | attachments        |
      | Mazatl | Town Square | Mischievous Coyote |
      | Max Baine                     | Town Square |                    |
    And a shootout at "Town Square" led by "Mazatl" against "Clint Ramsey"
    And Player1's posse is "Mazatl, Max Baine"
    Then the log contains "Player1 has no shootout play and passes"
    And "Mischievous Coyote" is unbooted
    And Player1 is asked to "Select a dude"
