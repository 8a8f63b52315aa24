Feature: A dude booted to use an ability
  Rules digest §8.1: an ability's costs are paid before it resolves. A dude whom paying them
  boots — "boot your dude", "boot this dude" on goods or a spell — has booted to use that
  ability, and an "after <he> boots to use an ability" React answers (Arielle Moriah: "After
  Arielle boots to use an ability on a Miracle, unboot her"). A dude the cost does not boot
  has not.

  Arielle is a Blessed 1: her pull of 7H casts Champion (Miracle 8, "Boot your dude to make
  them a stud").

  Background:
    Given the board "shootout"
    And Player1 has these dudes:
      | dude            | at          | attachments |
      | Arielle Moriah  | Town Square | Champion    |
      | Pancho Castillo | Town Square |             |
    And Player2 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |
    And a shootout at "Town Square" led by "Arielle Moriah" against "Steven Wiles"
    And Player1's posse is "Arielle Moriah, Pancho Castillo"
    And Player1's next pull is "7H"

  @rule:ability.booted_to_use @card:22006
  Scenario: The dude the cost boots has booted to use the ability
    When Player1 uses "Champion"
    And Player1 selects "Arielle Moriah"
    Then Player1 is asked to "Select a react"
    When Player1 reacts with "Arielle Moriah"
    Then "Arielle Moriah" is unbooted
    And "Arielle Moriah" is a stud
    And the log contains in order:
      """
      Player1 uses Champion to make Arielle Moriah a stud
      Player1 uses Arielle Moriah
      Player1 unboots Arielle Moriah
      """
    And Player1 is asked to "Select a dude"

  @rule:ability.booted_to_use @card:22006
  Scenario: The caster the cost does not boot has not
    When Player1 uses "Champion"
    And Player1 selects "Pancho Castillo"
    Then "Pancho Castillo" is booted
    And "Pancho Castillo" is a stud
    And the log does not contain "Player1 uses Arielle Moriah"
    And Player1 is asked to "Select a dude"
