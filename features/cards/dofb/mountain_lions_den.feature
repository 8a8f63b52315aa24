@card:25047
Feature: Mountain Lion's Den
  Shootout Spirit 6, Boot: Each dude in your posse gets +1 bullets and cannot have their
  bullets reduced or changed to a draw by other players' card effects.

  Planted on General Store, cast by Bloody Teeth (Shaman 1, 1 bullet) in the posse there.
  Pancho Castillo is a stud with 3 bullets. Sun in Yer Eyes gives a dude in the shootout -2
  bullets and makes him a draw.

  Background:
    Given the board:
      """
      phase: high noon
      players:
        - name: Player1
          outfit: The Spiritual Society (Weird West Edition)
          ghost_rock: 10
          street: [home, {card: General Store, attachments: [Mountain Lion's Den]}]
          dudes:
            - {card: Bloody Teeth, at: General Store}
            - {card: Pancho Castillo, at: General Store}
            - {card: Jake Smiley, at: General Store}
        - name: Player2
          outfit: Law Dogs
          ghost_rock: 10
          hand: [Sun in Yer Eyes]
          dudes:
            - {card: Steven Wiles, at: General Store}
      """

  Scenario: The posse gets +1 bullets, and the other player cannot lower them nor make them draws
    Given a shootout at "General Store" led by "Steven Wiles" against "Bloody Teeth"
    And Player1's posse is "Bloody Teeth, Pancho Castillo"
    And Player1's next pull is "5H"
    When Player1 uses "Mountain Lion's Den"
    And Player2 plays "Sun in Yer Eyes"
    And Player2 selects "Pancho Castillo"
    Then "Pancho Castillo" has 4 bullets
    And "Pancho Castillo" is a stud
    And "Bloody Teeth" has 2 bullets
    And "Jake Smiley" has 1 bullets
    And "Mountain Lion's Den" is booted
    And "Pancho Castillo" has "bullets +1, bullets not lowered by opponents' card effects, cannot be changed to a draw by opponents' card effects" from "Mountain Lion's Den" until end of shootout
    And the log contains in order:
      """
      Player1's Bloody Teeth casts Mountain Lion's Den
      Player1's Bloody Teeth succeeds by 0 with 5H + 1 = 6 against difficulty 6
      Player1 uses Mountain Lion's Den to give their posse +1 bullets
      """
    And Player1 is asked to "Select a dude"
