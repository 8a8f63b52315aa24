@card:24192
Feature: Get Behind Me, Satan! (Weird West Edition)
  Spell, Miracle. Resolution Miracle 5, Boot: Reduce your casualties this round by this
  dude's Blessed rating. Target opposing Abomination does not contribute to the posse's
  draw and stud ratings during the next shootout round.

  Ezrael Jones (Blessed 1) casts it: a pull of 4 or more succeeds (4 + 1 = 5); Erik
  Samson (Blessed 0) needs 5. The Brute
  is an Abomination, a 1-bullet draw.

  @rule:shootout.casualties.reduced
  Scenario: Casualties reduced by the Blessed rating; the Abomination sits out the next round's draw
    Given the board:
      """
      phase: high noon
      players:
        - name: Player1
          outfit: The Sloane Gang
          dudes:
            - {card: Ezrael Jones, at: Town Square, attachments: ["Get Behind Me, Satan! (Weird West Edition)"]}
        - name: Player2
          outfit: Law Dogs
          dudes:
            - {card: "The Brute (Weird West Edition)", at: Town Square}
      """
    And Player1's next pull is "4H"
    And Player1's next draw hand is "4S 4C 5S 5C JD"
    And Player2's draw hands are "3H 3S 3D 6C KH" and then "4H 4D 7C 7S QH"
    When Player1 calls out "The Brute (Weird West Edition)" with "Ezrael Jones"
    And Player2 accepts
    And Player1 uses "Get Behind Me, Satan! (Weird West Edition)"
    And Player1 selects "The Brute (Weird West Edition)"
    Then Player1 takes 0 casualties
    And "Ezrael Jones" is in play
    And the log contains in order:
      """
      Player1 reduces their casualties this round by 1
      The Brute (Weird West Edition) does not contribute to the posse's draw and stud ratings next round
      Player2 wins the round by 1 rank
      """
    When Player1 stays
    And Player2 stays
    And Player1 is done
    Then the log contains in order:
      """
      Player2 draws 5 cards with a stud bonus of 0 and a draw bonus of 1
      Player2 draws 5 cards with a stud bonus of 0 and a draw bonus of 0
      """
    And Player2 is asked to "Select a casualty"

  @ruling:get-behind-me-satan-without-an-abomination
  Scenario: With no opposing Abomination it still reduces the casualties
    Given the board:
      """
      phase: high noon
      players:
        - name: Player1
          outfit: The Sloane Gang
          dudes:
            - {card: Ezrael Jones, at: Town Square, attachments: ["Get Behind Me, Satan! (Weird West Edition)"]}
        - name: Player2
          outfit: Law Dogs
          dudes:
            - {card: "Olivia Jenks", at: Town Square}
      """
    And Player1's next pull is "4H"
    And Player1's next draw hand is "4S 4C 5S 5C JD"
    And Player2's draw hands are "3H 3S 3D 6C KH" and then "4H 4D 7C 7S QH"
    When Player1 calls out "Olivia Jenks" with "Ezrael Jones"
    And Player2 accepts
    And Player1 uses "Get Behind Me, Satan! (Weird West Edition)"
    Then Player1 takes 0 casualties
    And "Get Behind Me, Satan! (Weird West Edition)" is booted
    And Player1 is asked to "Select a dude"

  Scenario: A pull of 3 fails against Miracle 5: the casualty stands
    Given the board:
      """
      phase: high noon
      players:
        - name: Player1
          outfit: The Sloane Gang
          dudes:
            - {card: Ezrael Jones, at: Town Square, attachments: ["Get Behind Me, Satan! (Weird West Edition)"]}
        - name: Player2
          outfit: Law Dogs
          dudes:
            - {card: "Olivia Jenks", at: Town Square}
      """
    And Player1's next pull is "3H"
    And Player1's next draw hand is "4S 4C 5S 5C JD"
    And Player2's draw hands are "3H 3S 3D 6C KH" and then "4H 4D 7C 7S QH"
    When Player1 calls out "Olivia Jenks" with "Ezrael Jones"
    And Player2 accepts
    And Player1 uses "Get Behind Me, Satan! (Weird West Edition)"
    Then Player1 takes 1 casualty
    And Player1 is asked to "Select a casualty"

  Scenario: A Blessed 0 caster reduces the casualties by 0
    Given the board:
      """
      phase: high noon
      players:
        - name: Player1
          outfit: The Sloane Gang
          dudes:
            - {card: Erik Samson, at: Town Square, attachments: ["Get Behind Me, Satan! (Weird West Edition)"]}
        - name: Player2
          outfit: Law Dogs
          dudes:
            - {card: "Olivia Jenks", at: Town Square}
      """
    And Player1's next pull is "5H"
    And Player1's next draw hand is "4S 4C 5S 5C JD"
    And Player2's draw hands are "3H 3S 3D 6C KH" and then "4H 4D 7C 7S QH"
    When Player1 calls out "Olivia Jenks" with "Erik Samson"
    And Player2 accepts
    And Player1 uses "Get Behind Me, Satan! (Weird West Edition)"
    Then Player1 takes 1 casualty
    And Player1 is asked to "Select a casualty"
