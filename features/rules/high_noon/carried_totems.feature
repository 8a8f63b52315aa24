Feature: Totems carried by a dude, and Totems planted by an ability
  Rules digest §1.2 ("A Totem attaches to a location"), §3.5 (planting: a location you
  control where you have an unbooted Shaman) and §7.2 (a Totem is cast by a Shaman of its
  player at its location). A dude printed "can have one Totem attached. If <he is> at a
  deed, a Totem attached to them is considered to be planted at that deed" (Ghost Dancers)
  carries it: the Totem is planted at the deed he stands at — counted among the Totems
  there, cast from there — and at no location while he stands elsewhere (engine/totems.py).

  "Professor" Duncan (Exp.1) is a stud while at a location with a Totem. Mazatl's Noon
  moves him to a Totem's location. Red Horse's Tail is a Totem.

  Background:
    Given the board:
      """
      phase: high noon
      players:
        - name: Player1
          outfit: The Spiritual Society (Weird West Edition)
          ghost_rock: 10
          street: [home, General Store]
          dudes:
            - {card: Ghost Dancers, at: General Store, attachments: ["Red Horse's Tail (Weird West Edition)"]}
            - {card: "\"Professor\" Duncan (Exp.1)", at: General Store}
            - {card: Mazatl (Weird West Edition), at: home}
        - name: Player2
          outfit: Law Dogs
          ghost_rock: 10
      """

  Scenario: A carried Totem counts among the Totems at the deed its carrier stands at
    Then ""Professor" Duncan (Exp.1)" is a stud
    When Player1 moves "Ghost Dancers" to "Town Square"
    Then ""Professor" Duncan (Exp.1)" is a draw

  @rule:spell.totem
  Scenario: A Shaman at the carrier's deed casts the carried Totem there
    Given Player1's next pull is "KH"
    When Player1 uses "Red Horse's Tail (Weird West Edition)"
    And Player1 selects "Ghost Dancers"
    Then "Ghost Dancers" is booted
    And the log contains "Player1's "Professor" Duncan (Exp.1) casts Red Horse's Tail (Weird West Edition) on Ghost Dancers"

  Scenario: Off a deed the carried Totem is planted nowhere: it is no Totem's location
    When Player1 moves "Ghost Dancers" to "Town Square"
    And Player1 tries to use "Mazatl (Weird West Edition)"
    Then the play is refused by rule "ability.condition"
