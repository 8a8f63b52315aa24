Feature: Totems: Spirit spells planted at a location
  Rules digest §1.2 ("A Totem attaches to a location"), §3.5 ("Totems go on a location you
  control where you have an unbooted Shaman"; they "may target booted cards") and §7.2 (the
  caster of a Totem is any of your dudes at its location with the skill). A Totem stays
  where it is planted: when the deed changes hands it stays attached and stays its
  player's, who alone uses it (engine/totems.py).

  Red Horse's Tail: "Noon Spirit X, Boot: X is the value of a dude at this location. Boot
  that dude." Bloody Teeth is a Shaman 1, Enapay a Shaman 1, Mazatl a Shaman 0; Lydia
  Bear-Hands a Shaman 0 with 2 influence; Olivia Jenks has 2 influence. At General Store
  Player1's dudes and Olivia Jenks have 2 influence each: Player1 keeps control (§4.3).

  Background:
    Given the board:
      """
      phase: high noon
      players:
        - name: Player1
          outfit: The Spiritual Society (Weird West Edition)
          ghost_rock: 10
          hand: ["Red Horse's Tail (Weird West Edition) #2"]
          street: [home, {card: General Store, booted: true, attachments: [Red Horse's Tail (Weird West Edition)]}, Bank of California]
          dudes:
            - {card: Bloody Teeth, at: General Store}
            - {card: Mazatl (Weird West Edition), at: General Store}
            - {card: Enapay (Weird West Edition), at: Bank of California, booted: true}
        - name: Player2
          outfit: Law Dogs
          ghost_rock: 10
          street: [home, Railroad Station]
          dudes:
            - {card: Lydia Bear-Hands (Weird West Edition), at: Railroad Station}
            - {card: Olivia Jenks, at: General Store}
      """

  @rule:noon.shoppin.totem
  Scenario: A Totem is shopped onto a booted deed its player controls, where they have an unbooted Shaman
    When Player1 attaches "Red Horse's Tail (Weird West Edition) #2" to "General Store"
    Then "Red Horse's Tail (Weird West Edition) #2" is attached to "General Store"
    And Player1 has 9 ghost rock
    And the last log line is "Player1 attaches Red Horse's Tail (Weird West Edition) #2 to General Store for 1 ghost rock"

  @rule:noon.shoppin.totem
  Scenario: A Totem is not shopped onto a dude, nor where its player has no unbooted Shaman, nor where they lack control
    When Player1 tries to attach "Red Horse's Tail (Weird West Edition) #2" to "Bloody Teeth"
    Then the play is refused by rule "noon.shoppin.totem"
    When Player1 tries to attach "Red Horse's Tail (Weird West Edition) #2" to "Bank of California"
    Then the play is refused by rule "noon.shoppin.totem"
    When Player1 tries to attach "Red Horse's Tail (Weird West Edition) #2" to "Railroad Station"
    Then the play is refused by rule "noon.shoppin.totem"
    And Player1 has 10 ghost rock

  @rule:spell.totem
  Scenario: Any of its player's Shamans at its location casts it, the player choosing which
    Given Player1's next pull is "3H"
    When Player1 uses "Red Horse's Tail (Weird West Edition)"
    And Player1 selects "Mazatl (Weird West Edition)"
    Then the options are:
      """
      Bloody Teeth
      Mazatl (Weird West Edition)
      """
    When Player1 selects "Mazatl (Weird West Edition)"
    Then "Mazatl (Weird West Edition)" is booted
    And "Bloody Teeth" is unbooted
    And the log contains in order:
      """
      Player1's Mazatl (Weird West Edition) casts Red Horse's Tail (Weird West Edition) on Mazatl (Weird West Edition)
      Player1's Mazatl (Weird West Edition) succeeds by 0 with 3H + 0 = 3 against difficulty 3
      """

  @rule:spell.totem
  Scenario: With no Shaman of its player at its location, the Totem is not cast
    Given Player1 has these dudes:
      | dude                         | at          |
      | Bloody Teeth                 | Town Square |
      | Mazatl (Weird West Edition)  | Town Square |
    When Player1 tries to use "Red Horse's Tail (Weird West Edition)"
    Then the play is refused by rule "spell.totem"

  @rule:spell.totem @rule:location.control @ruling:totem-stays-its-players-when-the-deed-changes-hands
  Scenario: The deed changes hands: the Totem stays planted and stays its player's
    Given it is Player2's turn
    And Player1's next pull is "KH"
    When Player2 moves "Lydia Bear-Hands (Weird West Edition)" to "General Store"
    Then Player2 controls "General Store"
    And "Red Horse's Tail (Weird West Edition)" is attached to "General Store"
    When Player1 uses "Red Horse's Tail (Weird West Edition)"
    And Player1 selects "Olivia Jenks"
    And Player1 selects "Bloody Teeth"
    Then "Olivia Jenks" is booted
    When Player2 tries to use "Red Horse's Tail (Weird West Edition)"
    Then the play is refused by rule "ability.condition"
