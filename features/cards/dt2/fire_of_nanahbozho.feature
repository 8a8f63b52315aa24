@card:24210
Feature: Fire of Nanahbozho (Weird West Edition)
  Can only attach to a deed. This deed gains Holy Ground.
  Shamans get +2 Shaman while at a deed with one or more of this Totem.
  Noon/Shootout Spirit 10, Boot: Unboot a dude at a nearby deed. If that dude is at this
  deed, make another play.

  Two Fires are planted on General Store, a third on Bank of California, its street
  neighbour. Bloody Teeth is a Shaman 1: 3 while at General Store (two Fires give +2, not
  +4); Enapay a Shaman 1, Player2's Lydia Bear-Hands a Shaman 0, Mazatl a Shaman 0.

  Background:
    Given the board:
      """
      phase: high noon
      players:
        - name: Player1
          outfit: The Spiritual Society (Weird West Edition)
          ghost_rock: 10
          hand: [Fire of Nanahbozho (Weird West Edition)]
          street: [home, {card: General Store, attachments: [Fire of Nanahbozho (Weird West Edition), "Fire of Nanahbozho (Weird West Edition) #2"]}, {card: Bank of California, attachments: ["Fire of Nanahbozho (Weird West Edition) #3"]}]
          dudes:
            - {card: Bloody Teeth, at: General Store}
            - {card: Pancho Castillo, at: General Store, booted: true}
            - {card: Avie Cline, at: Bank of California, booted: true}
            - {card: Mazatl (Weird West Edition), at: home}
            - {card: Enapay (Weird West Edition), at: Bank of California}
        - name: Player2
          outfit: Law Dogs
          ghost_rock: 10
          street: [home, Railroad Station]
          dudes:
            - {card: Olivia Jenks, at: Railroad Station}
            - {card: Clint Ramsey, at: Town Square}
            - {card: Lydia Bear-Hands (Weird West Edition), at: General Store}
      """

  @ruling:fire-of-nanahbozho-does-not-stack
  Scenario: The deed gains Holy Ground and Shamans there get +2 Shaman
    Then "General Store" has the keyword "Holy Ground"
    And "Railroad Station" does not have the keyword "Holy Ground"
    And "Bloody Teeth" has 3 shaman skill
    And "Lydia Bear-Hands (Weird West Edition)" has 2 shaman skill
    And "Enapay (Weird West Edition)" has 3 shaman skill
    And "Mazatl (Weird West Edition)" has 0 shaman skill

  @rule:noon.shoppin.only_attach
  Scenario: The Totem can only attach to a deed
    When Player1 tries to attach "Fire of Nanahbozho (Weird West Edition) #4" to "The Spiritual Society (Weird West Edition)"
    Then the play is refused by rule "noon.shoppin.only_attach"

  Scenario: Unboot a dude at this deed, then make another play
    Given Player1's next pull is "7H"
    When Player1 uses "Fire of Nanahbozho (Weird West Edition)"
    Then the options are:
      """
      Bloody Teeth
      Pancho Castillo
      Avie Cline
      Enapay (Weird West Edition)
      Lydia Bear-Hands (Weird West Edition)
      cancel
      """
    When Player1 selects "Pancho Castillo"
    Then "Pancho Castillo" is unbooted
    And "Fire of Nanahbozho (Weird West Edition)" is booted
    And it is Player1's turn
    And the log contains in order:
      """
      Player1's Bloody Teeth succeeds by 0 with 7H + 3 = 10 against difficulty 10
      Player1 uses Fire of Nanahbozho (Weird West Edition) to unboot Pancho Castillo
      Player1 makes another play
      """

  Scenario: Unboot a dude at a nearby deed: no other play
    Given Player1's next pull is "7H"
    When Player1 uses "Fire of Nanahbozho (Weird West Edition)"
    And Player1 selects "Avie Cline"
    Then "Avie Cline" is unbooted
    And it is Player2's turn

  Scenario: In a shootout the Totem unboots a dude and its player makes another play
    Given Player1's next pull is "7H"
    When Player1 calls out "Lydia Bear-Hands (Weird West Edition)" with "Bloody Teeth"
    And Player2 accepts
    And Player1 is done
    And Player2 is done
    And Player1 uses "Fire of Nanahbozho (Weird West Edition)"
    And Player1 selects "Pancho Castillo"
    Then "Pancho Castillo" is unbooted
    And the log contains in order:
      """
      Player1 uses Fire of Nanahbozho (Weird West Edition) to unboot Pancho Castillo
      Player1 makes another play
      """
    And Player1 is asked to "Select a play"
