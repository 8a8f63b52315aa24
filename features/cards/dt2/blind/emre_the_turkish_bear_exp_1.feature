@card:24019 @blind
Feature: Emre, The Turkish Bear (Exp.1) (blind proof)
  Dude, 1-bullet stud, value 6, Kung Fu 1 (test against 7). "Repeat React: After Emre
  successfully performs a Technique during a shootout, draw a card and give Emre +1
  bullets. You may use this ability once per shootout."
  Zhu's Ferocity (Weird West Edition): this dude +1 bullets and +1 value, an opposing
  dude -1 bullets.

  Background:
    Given the board "shootout"
    And Player1 has these dudes:
      | dude                           | at          |
      | Emre, The Turkish Bear (Exp.1) | Town Square |
    And Player2 has these dudes:
      | dude         | at          |
      | Clint Ramsey | Town Square |
    And Player1's hand is "Zhu's Ferocity (Weird West Edition)"
    And Player2's hand is "Sun in Yer Eyes"
    And a shootout at "Town Square" led by "Emre, The Turkish Bear (Exp.1)" against "Clint Ramsey"

  Scenario: After a successful technique Emre draws a card and gets +1 bullets
    Given Player1's next pull is "7D"
    When Player1 plays "Zhu's Ferocity (Weird West Edition)"
    And Player1 selects "Clint Ramsey"
    And Player1 reacts with "Emre, The Turkish Bear (Exp.1)"
    Then "Emre, The Turkish Bear (Exp.1)" has 3 bullets
    And Player1 has 1 cards in hand
    And Player2 is asked to "Select a play"

  Scenario: After a failed technique (pull 8, above 7) there is no react
    Given Player1's next pull is "8D"
    When Player1 plays "Zhu's Ferocity (Weird West Edition)"
    And Player1 selects "Clint Ramsey"
    And Player1 tries to react with "Emre, The Turkish Bear (Exp.1)"
    Then the play is refused by rule "ability.react"
    And "Emre, The Turkish Bear (Exp.1)" has 1 bullets
    And Player1 has 0 cards in hand
    And Player2 is asked to "Select a play"

  Scenario: Only once per shootout: a second successful technique brings no second react
    Given Player2 has these dudes:
      | dude   | at          |
      | Sloane | Town Square |
    And a shootout at "Town Square" led by "Emre, The Turkish Bear (Exp.1)" against "Sloane"
    And Player1's hand is "Zhu's Ferocity (Weird West Edition), Raking Dragons (Weird West Edition)"
    And Player1's deck starts with "5D 5H"
    When Player1 plays "Zhu's Ferocity (Weird West Edition)"
    And Player1 selects "Sloane"
    And Player1 reacts with "Emre, The Turkish Bear (Exp.1)"
    And Player2 passes
    And Player1 plays "Raking Dragons (Weird West Edition)"
    And Player1 selects "Sloane"
    And Player1 tries to react with "Emre, The Turkish Bear (Exp.1)"
    Then the play is refused by rule "ability.react"
    And "Sloane" is booted
    And "Emre, The Turkish Bear (Exp.1)" has 3 bullets
    And Player1 has 1 cards in hand
    And Player2 is asked to "Select a play"
