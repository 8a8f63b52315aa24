Feature: Casting a spell with another rating
  Rules digest §7.2: a spell is cast by a dude with the skill it needs, pulling with his
  rating in it. A printed "can cast Totems as if he had Shaman skill equal to his Kung Fu
  rating" (Matthew Rising Sun, Too Tough to Die) lets a dude cast those spells with that
  rating instead (the higher of the two if he has both); he gains neither the skill nor its
  keyword, and other spells still need the skill.

  Red Horse's Tail: "Noon Spirit X, Boot: X is the value of a dude at this location. Boot
  that dude." Matthew Rising Sun has Kung Fu 3 and no Shaman skill; Bloody Teeth is a
  Shaman 1. Olivia Jenks has value 2.

  Background:
    Given the board:
      """
      phase: high noon
      players:
        - name: Player1
          outfit: The Spiritual Society (Weird West Edition)
          ghost_rock: 10
          street: [home, {card: General Store, attachments: [Red Horse's Tail (Weird West Edition)]}]
          dudes:
            - {card: Matthew Rising Sun, at: General Store}
            - {card: Bloody Teeth, at: General Store}
        - name: Player2
          outfit: Law Dogs
          ghost_rock: 10
          street: [home, Railroad Station]
          dudes:
            - {card: Olivia Jenks, at: General Store}
      """

  @rule:spell.totem
  Scenario: A dude casting with another rating is one of the Totem's casters beside the Shamans
    When Player1 uses "Red Horse's Tail (Weird West Edition)"
    And Player1 selects "Olivia Jenks"
    Then the options are:
      """
      Matthew Rising Sun
      Bloody Teeth
      """

  @rule:spell.totem
  Scenario: The Shaman still casts with his own skill
    Given Player1's next pull is "AH"
    When Player1 uses "Red Horse's Tail (Weird West Edition)"
    And Player1 selects "Olivia Jenks"
    And Player1 selects "Bloody Teeth"
    Then "Olivia Jenks" is booted
    And the log contains "Player1's Bloody Teeth succeeds by 0 with AH + 1 = 2 against difficulty 2"
