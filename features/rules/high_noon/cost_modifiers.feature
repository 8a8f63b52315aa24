Feature: Cards that cost more or less to play
  Rules digest §8.1 and §3.5: a card costs its printed cost changed by every "reduce /
  increase the cost of ..." in force — traits of cards in play, the card's own text, an
  ability's "reducing the cost by 2" — and never less than 0: the changes add up and only
  the total is floored. A modifier works while its card is in play and not blank; one
  printed "the first ... you play each turn" changes one cost a day.

  Mount Moriah Cemetery (Weird West Edition): spells played there cost 1 less. General
  Store: "Attach a goods or spell (as shoppin'), reducing the cost of that card by 2".
  Encroaching Darkness: the first Abomination its player plays from hand each turn costs 1
  less. Puppet and Soul Blast are spells costing 2 and 1; Steele Archer is a Huckster.
  Tyxarglenak is an Abomination costing 4.

  @rule:cost.modifier
  Scenario: A spell at the cemetery costs 1 less than printed
    Given the phase is High Noon
    And Player1's street is "home, Mount Moriah Cemetery (Weird West Edition)"
    And Player1 has 5 ghost rock
    And Player1's hand is "Puppet"
    And Player1 has these dudes:
      | dude          | at                    |
      | Steele Archer | Mount Moriah Cemetery |
    When Player1 attaches "Puppet" to "Steele Archer"
    Then Player1 has 4 ghost rock

  @rule:cost.modifier
  Scenario: Two reductions meeting add up, and the total stops at 0
    # Puppet: 2, less 2 (General Store) and 1 (the cemetery): 0, not -1
    Given the phase is High Noon
    And Player1's street is "home, General Store, Mount Moriah Cemetery (Weird West Edition)"
    And Player1 has 5 ghost rock
    And Player1's hand is "Puppet"
    And Player1 has these dudes:
      | dude          | at                    |
      | Steele Archer | Mount Moriah Cemetery |
    When Player1 uses "General Store"
    Then "Puppet" is attached to "Steele Archer"
    And Player1 has 5 ghost rock
    And the log contains "Player1 attaches Puppet to Steele Archer for 0 ghost rock"

  @rule:cost.modifier
  Scenario: A blank card's modifier does not work
    Given the phase is High Noon
    And Player1's street is "home, Mount Moriah Cemetery (Weird West Edition)"
    And "Mount Moriah Cemetery" gets "blank" from "Mount Moriah Cemetery" until end of day
    And Player1 has 5 ghost rock
    And Player1's hand is "Soul Blast"
    And Player1 has these dudes:
      | dude          | at                    |
      | Steele Archer | Mount Moriah Cemetery |
    When Player1 attaches "Soul Blast" to "Steele Archer"
    Then Player1 has 4 ghost rock
    And the log contains "Player1 attaches Soul Blast to Steele Archer for 1 ghost rock"

  @rule:cost.modifier
  Scenario: A once-a-day reduction already used today changes no cost
    Given a game between "Encroaching Darkness" and "Law Dogs"
    And the phase is High Noon
    And Player1 has 10 ghost rock
    And Player1's hand is "Tyxarglenak"
    And Player1 has used "cost:Encroaching Darkness" today
    When Player1 hires "Tyxarglenak"
    Then Player1 has 6 ghost rock
    And the log contains "Player1 hires Tyxarglenak for 4 ghost rock"

  @rule:cost.modifier
  Scenario: A once-a-day reduction is back the next day
    Given a game between "Encroaching Darkness" and "Law Dogs"
    And the phase is Sundown
    And Player1 has 10 ghost rock
    And Player1's hand is "Tyxarglenak"
    And Player1 has used "cost:Encroaching Darkness" today
    When the game advances to the High Noon phase of day 2
    And Player1 hires "Tyxarglenak"
    Then the log contains "Player1 hires Tyxarglenak for 3 ghost rock"
