@card:19036 @blind
Feature: Raven's Ruin (blind proof)
  Spell, Spirit, Totem. Attaches only to deeds.
  Noon Spirit 8, Boot: Move your dude at any location to this deed. If you do not own this
  deed and it has 1 or more control points, you may boot it to gain 1 ghost rock.

  Bloody Teeth is a Shaman 1: a pull of 7 or more casts the Totem. On the board Player1
  owns General Store and Player2 Railroad Station, 1 control point each;
  Pat's Perch has none.

  Scenario: The Totem is not shopped onto a home
    Given the board:
      """
      phase: high noon
      players:
        - name: Player1
          outfit: The Spiritual Society (Weird West Edition)
          ghost_rock: 10
          hand: [Raven's Ruin]
          street: [home, General Store]
          dudes:
            - {card: Bloody Teeth, at: home}
        - name: Player2
          outfit: Law Dogs
          ghost_rock: 10
          street: [home, Railroad Station]
      """
    When Player1 tries to attach "Raven's Ruin" to "The Spiritual Society (Weird West Edition)"
    Then the play is refused by rule "noon.shoppin.only_attach"
    And "Raven's Ruin" is in Player1's hand

  Scenario: A successful cast moves your dude from anywhere to the deed
    Given the board:
      """
      phase: high noon
      players:
        - name: Player1
          outfit: The Spiritual Society (Weird West Edition)
          ghost_rock: 10
          street: [home, {card: General Store, attachments: [Raven's Ruin]}]
          dudes:
            - {card: Bloody Teeth, at: General Store}
            - {card: Jake Smiley, at: Town Square}
        - name: Player2
          outfit: Law Dogs
          ghost_rock: 10
          street: [home, Railroad Station]
      """
    And Player1's next pull is "7H"
    When Player1 uses "Raven's Ruin"
    And Player1 selects "Jake Smiley"
    Then "Jake Smiley" is at "General Store"
    And "Raven's Ruin" is booted
    And Player1 has 10 ghost rock

  Scenario: A failed cast moves nobody
    Given the board:
      """
      phase: high noon
      players:
        - name: Player1
          outfit: The Spiritual Society (Weird West Edition)
          ghost_rock: 10
          street: [home, {card: General Store, attachments: [Raven's Ruin]}]
          dudes:
            - {card: Bloody Teeth, at: General Store}
            - {card: Jake Smiley, at: Town Square}
        - name: Player2
          outfit: Law Dogs
          ghost_rock: 10
      """
    And Player1's next pull is "6H"
    When Player1 uses "Raven's Ruin"
    And Player1 selects "Jake Smiley"
    Then "Jake Smiley" is at "Town Square"

  Scenario: At a deed its player does not own, with a control point, the deed may boot for 1 ghost rock
    Given the board:
      """
      phase: high noon
      players:
        - name: Player1
          outfit: The Spiritual Society (Weird West Edition)
          ghost_rock: 10
          hand: [Raven's Ruin]
          dudes:
            - {card: Bloody Teeth, at: Railroad Station}
            - {card: Jake Smiley, at: Town Square}
        - name: Player2
          outfit: Law Dogs
          ghost_rock: 10
          street: [home, Railroad Station]
      """
    And Player1's next pull is "7H"
    When Player1 attaches "Raven's Ruin" to "Railroad Station"
    Then Player1 has 9 ghost rock
    When Player2 passes
    And Player1 uses "Raven's Ruin"
    And Player1 selects "Jake Smiley"
    And Player1 chooses "boot the deed to gain 1 ghost rock"
    Then "Jake Smiley" is at "Railroad Station"
    And "Railroad Station" is booted
    And Player1 has 10 ghost rock

  Scenario: Booting the deed is optional
    Given the board:
      """
      phase: high noon
      players:
        - name: Player1
          outfit: The Spiritual Society (Weird West Edition)
          ghost_rock: 10
          hand: [Raven's Ruin]
          dudes:
            - {card: Bloody Teeth, at: Railroad Station}
            - {card: Jake Smiley, at: Town Square}
        - name: Player2
          outfit: Law Dogs
          ghost_rock: 10
          street: [home, Railroad Station]
      """
    And Player1's next pull is "7H"
    When Player1 attaches "Raven's Ruin" to "Railroad Station"
    Then Player1 has 9 ghost rock
    When Player2 passes
    And Player1 uses "Raven's Ruin"
    And Player1 selects "Jake Smiley"
    And Player1 chooses "pass"
    Then "Jake Smiley" is at "Railroad Station"
    And "Railroad Station" is unbooted
    And Player1 has 9 ghost rock

  Scenario: At its player's own deed there is nothing to boot for ghost rock
    Given the board:
      """
      phase: high noon
      players:
        - name: Player1
          outfit: The Spiritual Society (Weird West Edition)
          ghost_rock: 10
          street: [home, {card: General Store, attachments: [Raven's Ruin]}]
          dudes:
            - {card: Bloody Teeth, at: General Store}
            - {card: Jake Smiley, at: Town Square}
        - name: Player2
          outfit: Law Dogs
          ghost_rock: 10
      """
    And Player1's next pull is "7H"
    When Player1 uses "Raven's Ruin"
    And Player1 selects "Jake Smiley"
    Then "General Store" is unbooted
    And Player1 has 10 ghost rock
    And "Jake Smiley" is at "General Store"

  Scenario: A deed with no control point is not booted for ghost rock
    Given the board:
      """
      phase: high noon
      players:
        - name: Player1
          outfit: The Spiritual Society (Weird West Edition)
          ghost_rock: 10
          hand: [Raven's Ruin]
          dudes:
            - {card: Bloody Teeth, at: Pat's Perch}
            - {card: Jake Smiley, at: Town Square}
        - name: Player2
          outfit: Law Dogs
          ghost_rock: 10
          street: [home, Pat's Perch]
      """
    And Player1's next pull is "7H"
    When Player1 attaches "Raven's Ruin" to "Pat's Perch"
    And Player2 passes
    And Player1 uses "Raven's Ruin"
    And Player1 selects "Jake Smiley"
    Then "Jake Smiley" is at "Pat's Perch"
    And "Pat's Perch" is unbooted
    And Player1 has 9 ghost rock
