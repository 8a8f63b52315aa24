@card:20011 @blind
Feature: Matthew Rising Sun (blind proof)
  Dude, Kung Fu 3. Matthew can cast Totems as if he had Shaman skill equal to his Kung Fu
  rating (he does not gain the Shaman keyword while casting a Totem).

  Raven's Ruin (Noon Spirit 8, Boot: move your dude at any location to this deed) is
  planted on Player1's Pat's Perch, where Matthew stands and no Shaman does: his pull adds
  3.

  Background:
    Given the board:
      """
      phase: high noon
      players:
        - name: Player1
          outfit: The Sloane Gang
          ghost_rock: 5
          street: [home, {card: Pat's Perch, attachments: [Raven's Ruin]}]
          dudes:
            - {card: Matthew Rising Sun, at: Pat's Perch}
            - {card: Jake Smiley, at: Town Square}
        - name: Player2
          outfit: Law Dogs
          ghost_rock: 5
      """

  Scenario: A pull of 5 plus his Kung Fu 3 casts the Totem (difficulty 8)
    Given Player1's next pull is "5H"
    When Player1 uses "Raven's Ruin"
    And Player1 selects "Jake Smiley"
    Then "Jake Smiley" is at "Pat's Perch"
    And "Raven's Ruin" is booted
    And "Matthew Rising Sun" does not have the keyword "Shaman"

  Scenario: A pull of 4 (7 with his Kung Fu) fails
    Given Player1's next pull is "4H"
    When Player1 uses "Raven's Ruin"
    And Player1 selects "Jake Smiley"
    Then "Jake Smiley" is at "Town Square"
