@card:24217 @blind
Feature: Zhu's Ferocity (Weird West Edition) (blind proof)
  Technique, Tao of Zhu Bajie.
  Shootout Tao Technique: This dude gets +1 bullets and +1 value, and an opposing dude gets
  -1 bullets. Combo if this dude has higher bullets than the opposing dude.

  Bai Yang Chen: value 9, Kung Fu 1 (test against 10, digest §7.4: a pull lower than or
  equal to it succeeds), 3 bullets. Olivia Jenks: 2 bullets. Steven Wiles: 3 bullets.
  Kung Fu N adds N to the dude's value (digest §1.4), so Bai's value is 10 before the
  technique. A Shootout ability's effect lasts until the end of the shootout (§8.3).

  Background:
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude          | at          |
      | Bai Yang Chen | Town Square |
    And Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |
      | Steven Wiles | Town Square |
    And Player2's hand is "Sun in Yer Eyes"
    And a shootout at "Town Square" led by "Bai Yang Chen" against "Olivia Jenks"
    And Player1's posse is "Bai Yang Chen"
    And Player2's posse is "Olivia Jenks, Steven Wiles"

  Scenario: A successful technique: +1 bullets and +1 value to its dude, -1 bullets to the chosen opposing dude
    Given Player1's hand is "Zhu's Ferocity (Weird West Edition)"
    And Player1's next pull is "10D"
    When Player1 plays "Zhu's Ferocity (Weird West Edition)"
    And Player1 selects "Olivia Jenks"
    Then "Bai Yang Chen" has 4 bullets
    And "Bai Yang Chen" has 11 value
    And "Olivia Jenks" has 1 bullets
    And "Steven Wiles" has 3 bullets
    And Player2 is asked to "Select a play"

  Scenario: The opposing dude is an opposing one: not one's own dude
    Given Player1's hand is "Zhu's Ferocity (Weird West Edition)"
    And Player1's next pull is "4D"
    When Player1 plays "Zhu's Ferocity (Weird West Edition)"
    Then Player1 may choose "Olivia Jenks"
    And Player1 may choose "Steven Wiles"
    And Player1 may not choose "Bai Yang Chen"
    When Player1 selects "Steven Wiles"
    Then "Steven Wiles" has 2 bullets
    And "Olivia Jenks" has 2 bullets
    And Player2 is asked to "Select a play"

  Scenario: A failed test (pull above the value) gives nothing
    Given Player1's hand is "Zhu's Ferocity (Weird West Edition)"
    And Player1's next pull is "JD"
    When Player1 plays "Zhu's Ferocity (Weird West Edition)"
    And Player1 selects "Olivia Jenks"
    Then "Bai Yang Chen" has 3 bullets
    And "Bai Yang Chen" has 10 value
    And "Olivia Jenks" has 2 bullets
    And Player2 is asked to "Select a play"

  Scenario: Combo: with higher bullets than the opposing dude, another Zhu technique follows before the opponent acts
    Given Player1's hand is "Zhu's Ferocity (Weird West Edition), Zhu's Ferocity (Weird West Edition)"
    And Player1's deck starts with "4D 5D"
    When Player1 plays "Zhu's Ferocity (Weird West Edition)"
    And Player1 selects "Olivia Jenks"
    Then "Bai Yang Chen" has 4 bullets
    And Player1 is asked to "Select a combo"
    When Player1 plays "Zhu's Ferocity (Weird West Edition) #2"
    And Player1 selects "Olivia Jenks"
    Then "Bai Yang Chen" has 5 bullets
    And "Bai Yang Chen" has 12 value
    And "Olivia Jenks" has 0 bullets
    And Player2 is asked to "Select a play"

  Scenario: No combo when the dude's bullets only equal the opposing dude's
    Given "Olivia Jenks" gets "bullets +3" from "Steven Wiles" until end of shootout
    And Player1's hand is "Zhu's Ferocity (Weird West Edition), Zhu's Ferocity (Weird West Edition)"
    And Player1's deck starts with "4D 5D"
    When Player1 plays "Zhu's Ferocity (Weird West Edition)"
    And Player1 selects "Olivia Jenks"
    Then "Bai Yang Chen" has 4 bullets
    And "Olivia Jenks" has 4 bullets
    And Player2 is asked to "Select a play"

  Scenario: The dude's bonus ends with the shootout
    Given Player1's hand is "Zhu's Ferocity (Weird West Edition)"
    And Player1's next pull is "4D"
    And Player1's draw hands are "AS AC 8S 8C JD" and then "AS AC 8S 8C JD"
    And Player2's next draw hand is "3H 3D 6C 9S KH"
    When Player1 plays "Zhu's Ferocity (Weird West Edition)"
    And Player1 selects "Steven Wiles"
    And Player2 passes
    And Player2 picks "Olivia Jenks" as shooter
    And Player2 aces "Olivia Jenks"
    And Player2 aces "Steven Wiles"
    And Player1 stays
    Then Player1 wins the shootout
    And "Bai Yang Chen" has 3 bullets
    And "Bai Yang Chen" has 10 value
