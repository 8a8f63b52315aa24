Feature: Ghost rock on a card pays only for what its text allows (§9.1)
  Ghost rock placed on a card is not in the stash. A card may say what it pays for:
  "the ghost rock may be used to pay for Shootout abilities" (James Ghetty), "during
  shootouts, the controller can use ghost rock on this deed to pay for action cards and
  Gadget abilities" (Old Marge's Manor). Such ghost rock is spent first, then the stash.

  The Flame-Thrower is a Gadget (Shootout, Pay 1–3 ghost rock, Boot: +1 bullets on it for
  each). Rémy LaPointe is no Gadget (Shootout, Pay 1–4 ghost rock: +1 bullets each).

  Background:
    Given the board:
      """
      phase: high noon
      players:
        - name: Player1
          outfit: The Sloane Gang
          ghost_rock: 0
          street: [home, {card: "Old Marge's Manor (Weird West Edition)", ghost_rock: 2}]
          dudes:
            - {card: Rémy LaPointe, at: Town Square, attachments: [Flame-Thrower]}
        - name: Player2
          outfit: Law Dogs
          ghost_rock: 0
          hand: [Sun in Yer Eyes]
          dudes:
            - {card: Olivia Jenks, at: Town Square}
      """

  @rule:economy.ghost_rock_on_cards
  Scenario: The deed's ghost rock pays for a Gadget's Shootout ability, not for a dude's
    When Player1 calls out "Olivia Jenks" with "Rémy LaPointe"
    And Player2 accepts
    Then Player1 may choose "use Flame-Thrower"
    And Player1 may not choose "use Rémy LaPointe"
    When Player1 uses "Flame-Thrower"
    And Player1 chooses "pay 2 ghost rock"
    Then "Old Marge's Manor (Weird West Edition)" has 0 ghost rock
    And Player1 has 0 ghost rock
    And Player2 is asked to "Select a play"

  @rule:economy.ghost_rock_on_cards
  Scenario: Outside a shootout it pays for nothing
    Then Player1 has 0 ghost rock to spend on Noon abilities
    And Player1 has 0 ghost rock to spend on Shootout abilities
