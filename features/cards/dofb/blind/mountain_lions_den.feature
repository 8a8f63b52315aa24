@card:25047 @blind
Feature: Mountain Lion's Den (blind proof)
  Shootout Spirirt 6, Boot: Each dude in your posse gets +1 bullets and cannot have their
  bullets reduced or changed to a draw by other players' card effects.

  A Totem planted at General Store, cast by a Shaman of its player there (§7.2): Black Elk
  is a Shaman 3 with 0 bullets, so a pull of 3 or more succeeds. Clint Ramsey is a stud
  with 2 bullets; Olivia Jenks has 2. Sun in Yer Eyes (Base Set): "Shootout: Choose a dude
  in this shootout. That dude gets -2 bullets (minimum 0) and becomes a draw until the end
  of the shootout."

  Background:
    Given the board:
      """
      phase: high noon
      players:
        - name: Player1
          outfit: The Spiritual Society (Weird West Edition)
          ghost_rock: 10
          street: [home, {card: General Store, attachments: ["Mountain Lion's Den"]}]
          dudes:
            - {card: Black Elk, at: General Store}
            - {card: Clint Ramsey, at: General Store}
        - name: Player2
          outfit: Law Dogs
          ghost_rock: 10
          hand: ["Sun in Yer Eyes (Base Set)"]
          dudes:
            - {card: Olivia Jenks, at: General Store}
      """
    And Player1's next pull is "5H"
    And a shootout at "General Store" led by "Olivia Jenks" against "Clint Ramsey"
    And Player1's posse is "Clint Ramsey, Black Elk"

  Scenario: Each dude in your posse gets +1 bullets, the opposing posse none
    When Player1 uses "Mountain Lion's Den"
    Then "Clint Ramsey" has 3 bullets
    And "Black Elk" has 1 bullets
    And "Olivia Jenks" has 2 bullets
    And "Mountain Lion's Den" is booted
    And Player2 is asked to "Select a play"

  Scenario: An opponent's card effect can neither lower their bullets nor make them draws
    When Player1 uses "Mountain Lion's Den"
    And Player2 plays "Sun in Yer Eyes"
    And Player2 selects "Clint Ramsey"
    Then "Clint Ramsey" has 3 bullets
    And "Clint Ramsey" is a stud
    And "Olivia Jenks" has 2 bullets
    And Player1 is asked to "Select a dude"

  Scenario: Their own player's card effects still lower their bullets
    Given Player1's hand is "Sun in Yer Eyes (Base Set)"
    When Player1 uses "Mountain Lion's Den"
    And Player2 passes
    And Player1 plays "Sun in Yer Eyes"
    And Player1 selects "Clint Ramsey"
    Then "Clint Ramsey" has 1 bullets
    And "Clint Ramsey" is a draw
    And Player2 is asked to "Select a play"
