Feature: A dude who loses all keywords, traits and abilities
  Rules digest §1.2, §1.3, §8.3: a Condition printed "This dude loses all keywords,
  traits, and abilities" (Curse of Failure, Too Tough to Die) takes, while it is attached,
  every keyword of the dude — and so the skills and the Kung Fu rating those keywords
  print (a Huckster 1 has no Huckster skill; a Kung Fu dude's value no longer includes his rating)
  — and blanks his own text: his abilities are refused and his traits stop working.

  Jonah Essex is a Huckster 1; Matthew Rising Sun has
  value 4 and Kung Fu 3 (value 7 in play).

  Scenario: A Huckster who lost his keywords has no Huckster skill
    Given the board:
      """
      phase: high noon
      players:
        - name: Player1
          outfit: The Sloane Gang
          ghost_rock: 5
          dudes:
            - {card: Jonah Essex, at: Town Square, attachments: [Soul Blast, Curse of Failure]}
        - name: Player2
          outfit: Law Dogs
          ghost_rock: 5
          dudes:
            - {card: Olivia Jenks, at: Town Square}
      """
    Then "Jonah Essex" does not have the keyword "Huckster"
    And "Jonah Essex" has 0 huckster skill

  Scenario: A Kung Fu dude who lost his keywords has his printed value only
    Given the board:
      """
      phase: high noon
      players:
        - name: Player1
          outfit: The Sloane Gang
          ghost_rock: 5
          dudes:
            - {card: Matthew Rising Sun, at: Town Square, attachments: [Curse of Failure]}
        - name: Player2
          outfit: Law Dogs
          ghost_rock: 5
      """
    Then "Matthew Rising Sun" has 4 value
