@card:19002 @blind
Feature: Ezekiah Grimme (blind proof)
  Legend. "When attaching a spell to a card, increase the spell's ghost rock cost by the
  number of copies of that spell in play. React, Boot: After your dude successfully casts
  a spell attached to them, if the pull was a spell, you may attach it to that dude,
  booted (paying all costs). Noon, Boot: Boot your skilled dude to reveal the top 5 cards
  of your deck. If you revealed a spell you have less than 2 copies of in play, you may
  attach it to that dude (paying all costs). Shuffle the remaining revealed cards into
  your deck."

  Soul Blast: a Hex, cost 1, value A. Shadow Walk: a Hex, cost 0, value 10, "Noon Hex 7,
  Boot: Move this Huckster to any location". Steele Archer and Ivor Hawley: Hucksters 2.
  Pancho Castillo: no arcane skill.

  Background:
    Given the phase is High Noon
    And Player1's legend is "Ezekiah Grimme"
    And Player1 has 10 ghost rock

  Scenario: A spell with no copy in play costs its printed cost
    Given Player1's hand is "Soul Blast"
    And Player1 has these dudes:
      | dude          | at   |
      | Steele Archer | home |
    When Player1 attaches "Soul Blast" to "Steele Archer"
    Then "Soul Blast" is attached to "Steele Archer"
    And Player1 has 9 ghost rock

  Scenario: Each copy of the spell in play raises its cost by 1
    Given Player1's hand is "Soul Blast #3"
    And Player1 has these dudes:
      | dude          | at   | attachments |
      | Steele Archer | home |             |
      | Ivor Hawley   | home | Soul Blast  |
    And Player2 has these dudes:
      | dude        | at   | attachments   |
      | Avie Cline  | home | Soul Blast #2 |
    When Player1 attaches "Soul Blast #3" to "Steele Archer"
    Then "Soul Blast #3" is attached to "Steele Archer"
    And Player1 has 7 ghost rock

  Scenario: The opponent attaching a spell pays the increase too
    Given Player2 has 10 ghost rock
    And it is Player2's turn
    And Player2's hand is "Soul Blast #2"
    And Player1 has these dudes:
      | dude        | at   | attachments |
      | Ivor Hawley | home | Soul Blast  |
    And Player2 has these dudes:
      | dude          | at   |
      | Steele Archer | home |
    When Player2 attaches "Soul Blast #2" to "Steele Archer"
    Then "Soul Blast #2" is attached to "Steele Archer"
    And Player2 has 8 ghost rock

  Scenario: Booting a skilled dude reveals the top 5 cards and attaches a revealed spell to him, paying its cost
    Given Player1's deck is "Roan, Soul Blast, Pinto, Tin Star, Shotgun, Jake Smiley"
    And Player1 has these dudes:
      | dude          | at   |
      | Steele Archer | home |
    When Player1 uses "Ezekiah Grimme"
    And Player1 selects "Steele Archer"
    And Player1 selects "Soul Blast"
    Then "Soul Blast" is attached to "Steele Archer"
    And "Steele Archer" is booted
    And "Ezekiah Grimme" is booted
    And Player1 has 9 ghost rock
    And Player1 has 5 cards in their deck

  Scenario: With two copies of the revealed spell in play, it cannot be attached
    Given Player1's deck is "Roan, Soul Blast #3, Pinto, Tin Star, Shotgun, Jake Smiley"
    And Player1 has these dudes:
      | dude          | at   | attachments   |
      | Steele Archer | home |               |
      | Ivor Hawley   | home | Soul Blast    |
      | Avie Cline    | home | Soul Blast #2 |
    When Player1 uses "Ezekiah Grimme"
    And Player1 selects "Steele Archer"
    Then "Soul Blast #3" is in Player1's deck
    And Player1 has 6 cards in their deck
    And Player1 has 10 ghost rock

  Scenario: A dude without an arcane skill cannot be booted for it
    Given Player1's deck is "Roan, Soul Blast, Pinto, Tin Star, Shotgun, Jake Smiley"
    And Player1 has these dudes:
      | dude            | at   |
      | Steele Archer   | home |
      | Pancho Castillo | home |
    When Player1 uses "Ezekiah Grimme"
    Then Player1 is asked to "Select a dude"
    And Player1 may not choose "Pancho Castillo"
    And Player1 may choose "Steele Archer"

  Scenario: After a successful cast whose pull was a spell, the pulled spell attaches to the caster booted
    Given Player1's deck is "Shadow Walk #2, Roan, Pinto"
    And Player1 has these dudes:
      | dude          | at   | attachments |
      | Steele Archer | home | Shadow Walk |
    When Player1 uses "Shadow Walk"
    And Player1 chooses "Town Square"
    And Player1 reacts with "Ezekiah Grimme"
    Then "Steele Archer" is at "Town Square"
    And "Shadow Walk #2" is attached to "Steele Archer"
    And "Shadow Walk #2" is booted
    And "Ezekiah Grimme" is booted
    And Player1 has 9 ghost rock

  Scenario: After a successful cast whose pull was not a spell, nothing is attached
    Given Player1's deck is "General Store, Roan, Pinto"
    And Player1 has these dudes:
      | dude          | at   | attachments |
      | Steele Archer | home | Shadow Walk |
    When Player1 uses "Shadow Walk"
    And Player1 chooses "Town Square"
    And Player1 tries to react with "Ezekiah Grimme"
    Then the play is refused by rule "ability.react"
    And "Steele Archer" is at "Town Square"
    And "General Store" is in Player1's discard pile
    And "Ezekiah Grimme" is unbooted
