@card:22047 @blind
Feature: Dies Irae (blind proof)
  Spell, Miracle, Hymn. Shootout Miracle 8, Boot: After choosing your shooter this round, up to
  four dudes in your Boot Hill contribute bullets to your draw and stud bonus (as back-up
  dudes). Your dudes cannot flee the shootout this round.

  Ezrael Jones (Blessed 1, a draw with 1 bullet) casts it: a pull of 7 or more succeeds. A
  back-up dude adds 1 to the bonus of his type (§5.5): Clyde Owens and Sloane are studs,
  Olivia Jenks a draw. Player1 wins the round.

  Background:
    Given the board "shootout"
    And Player1 has these dudes:
      | dude         | at          | attachments |
      | Ezrael Jones | Town Square | Dies Irae   |
    And Player2 has these dudes:
      | dude            | at          |
      | Pancho Castillo | Town Square |
    And Player2's hand is "Sun in Yer Eyes"

  Scenario: Dudes in Boot Hill add to the bonuses and the posse cannot flee this round
    Given Player1's boot hill is "Clyde Owens, Olivia Jenks"
    And Player1's next draw hand is "4S 4C 4D 9H KC"
    And Player2's next draw hand is "2H 3D 7C 9S KH"
    And Player1's next pull is "7H"
    When Player1 calls out "Pancho Castillo" with "Ezrael Jones"
    And Player2 accepts
    And Player1 uses "Dies Irae"
    And Player1 selects "Clyde Owens"
    And Player1 selects "Olivia Jenks"
    And Player2 passes
    Then the log has a line containing "Player1 draws 6 cards with a stud bonus of 1 and a draw bonus of 2"
    And "Dies Irae" is booted
    When Player2 covers the casualties with "ace Pancho Castillo"
    Then Player1 may not choose "flee Ezrael Jones"

  Scenario: A pull of 6 (7 in all) fails: the bonuses are the posse's own
    Given Player1's boot hill is "Clyde Owens, Olivia Jenks"
    And Player1's next draw hand is "4S 4C 4D 9H KC"
    And Player2's next draw hand is "2H 3D 7C 9S KH"
    And Player1's next pull is "6H"
    When Player1 calls out "Pancho Castillo" with "Ezrael Jones"
    And Player2 accepts
    And Player1 uses "Dies Irae"
    And Player2 passes
    Then the log has a line containing "Player1 draws 5 cards with a stud bonus of 0 and a draw bonus of 1"
    And Player2 is asked to "Select a casualty"

  Scenario: No more than four of them contribute
    Given Player1's boot hill is "Clyde Owens, Sloane, Steven Wiles, Ramiro Mendoza, Abram Grothe"
    And Player1's next draw hand is "4S 4C 4D 9H KC"
    And Player2's next draw hand is "2H 3D 7C 9S KH"
    And Player1's next pull is "7H"
    When Player1 calls out "Pancho Castillo" with "Ezrael Jones"
    And Player2 accepts
    And Player1 uses "Dies Irae"
    And Player1 selects "Clyde Owens"
    And Player1 selects "Sloane"
    And Player1 selects "Steven Wiles"
    And Player1 selects "Ramiro Mendoza"
    And Player2 passes
    Then the log has a line containing "Player1 draws 9 cards with a stud bonus of 4 and a draw bonus of 1"
    And Player2 is asked to "Select a casualty"
