@card:24217
Feature: Zhu's Ferocity (Weird West Edition)
  Action, Technique, Tao of Zhu Bajie, 2 of clubs, cost 0. Shootout Tao Technique: This
  dude gets +1 bullets and +1 value, and an opposing dude gets -1 bullets. Combo if
  this dude has higher bullets than the opposing dude.

  "This dude" is the Kung Fu dude who performs it: his pull must not be above his
  value, Kung Fu included (§7.4). As a Tao technique it then stays attached to him,
  booted if his test failed, until the shootout ends. Bai Yang Chen: value 9, Kung Fu 1, 3 bullets, so he
  pulls against 10. Xiaodan Li: value 2, Kung Fu 1, 1 bullet: against 3. Olivia Jenks
  has 2 bullets, Pancho Castillo 3. The first printing of this card (Immovable Object,
  Unstoppable Force) has other words and is not scripted.

  Background:
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude          | at          |
      | Bai Yang Chen | Town Square |
    And Player2 has these dudes:
      | dude         | at          |
      | Olivia Jenks | Town Square |
    And Player1's hand is "Zhu's Ferocity (Weird West Edition)"
    And Player2's hand is "Sun in Yer Eyes"

  @rule:kung_fu.test
  Scenario: This dude gets +1 bullets and the opposing dude -1 bullets
    Given Player1's next pull is "4D"
    When Player1 calls out "Olivia Jenks" with "Bai Yang Chen"
    And Player2 accepts
    And Player1 plays "Zhu's Ferocity (Weird West Edition)"
    And Player1 selects "Olivia Jenks"
    Then "Bai Yang Chen" has 4 bullets
    And "Olivia Jenks" has 1 bullets
    And "Zhu's Ferocity (Weird West Edition)" is attached to "Bai Yang Chen"
    And Player2 is asked to "Select a play"
    And the log contains in order:
      """
      Player1's Bai Yang Chen performs Zhu's Ferocity (Weird West Edition) on Olivia Jenks
      Player1 pulls 4D
      Player1's Bai Yang Chen succeeds with 4D, not above value 10
      Player1's Bai Yang Chen gets +1 bullets and +1 value, and Olivia Jenks gets -1 bullets
      Player1 attaches Zhu's Ferocity (Weird West Edition) to Bai Yang Chen until the shootout ends
      """

  @rule:kung_fu.test
  Scenario: The +1 value helps the next test: a jack fails the first but passes the combo
    Given Player1's hand is "Zhu's Ferocity (Weird West Edition), Zhu's Ferocity (Weird West Edition)"
    And Player1's deck starts with "2D JD"
    When Player1 calls out "Olivia Jenks" with "Bai Yang Chen"
    And Player2 accepts
    And Player1 plays "Zhu's Ferocity (Weird West Edition)"
    And Player1 selects "Olivia Jenks"
    And Player1 plays "Zhu's Ferocity (Weird West Edition) #2"
    And Player1 selects "Olivia Jenks"
    Then "Bai Yang Chen" has 5 bullets
    And "Olivia Jenks" has 0 bullets
    And Player2 is asked to "Select a play"
    And the log contains in order:
      """
      Player1's Bai Yang Chen succeeds with 2D, not above value 10
      Player1's Bai Yang Chen may combo with another Tao of Zhu Bajie technique
      Player1's Bai Yang Chen succeeds with JD, not above value 11
      """

  @rule:kung_fu.test
  Scenario: No combo unless this dude then has higher bullets than the opposing dude
    # Xiaodan Li ends on 2 bullets, Pancho Castillo on 2: not higher.
    Given Player1 has these dudes:
      | dude        | at          |
      | Xiaodan Li  | Town Square |
    And Player2 has these dudes:
      | dude            | at          |
      | Pancho Castillo | Town Square |
    And Player1's hand is "Zhu's Ferocity (Weird West Edition), Zhu's Ferocity (Weird West Edition)"
    And Player1's next pull is "2D"
    When Player1 calls out "Pancho Castillo" with "Xiaodan Li"
    And Player2 accepts
    And Player1 plays "Zhu's Ferocity (Weird West Edition)"
    And Player1 selects "Pancho Castillo"
    Then "Xiaodan Li" has 2 bullets
    And "Pancho Castillo" has 2 bullets
    And "Zhu's Ferocity (Weird West Edition) #2" is in Player1's hand
    And Player2 is asked to "Select a play"
    And the log contains "Player1's Xiaodan Li succeeds with 2D, not above value 3"
    And the log does not contain "Player1's Xiaodan Li may combo with another Tao of Zhu Bajie technique"

  @rule:kung_fu.test
  Scenario: A failed test changes no bullets
    Given Player1's next pull is "QD"
    When Player1 calls out "Olivia Jenks" with "Bai Yang Chen"
    And Player2 accepts
    And Player1 plays "Zhu's Ferocity (Weird West Edition)"
    And Player1 selects "Olivia Jenks"
    Then "Bai Yang Chen" has 3 bullets
    And "Olivia Jenks" has 2 bullets
    And "Zhu's Ferocity (Weird West Edition)" is attached to "Bai Yang Chen"
    And "Zhu's Ferocity (Weird West Edition)" is booted
    And Player2 is asked to "Select a play"
    And the log contains "Player1's Bai Yang Chen fails with QD, above value 10"
    And the log does not contain "Player1's Bai Yang Chen gets +1 bullets and +1 value, and Olivia Jenks gets -1 bullets"

  @rule:ability.target
  Scenario: The opposing dude is one in the opposing posse
    Given Player2 has these dudes:
      | dude            | at          |
      | Olivia Jenks    | Town Square |
      | Pancho Castillo | Town Square |
    When Player1 calls out "Olivia Jenks" with "Bai Yang Chen"
    And Player2 accepts
    And Player2 is done
    And Player1 plays "Zhu's Ferocity (Weird West Edition)"
    Then Player1 is asked to "Select a dude"
    And Player1 may choose "Olivia Jenks"
    And Player1 may not choose "Pancho Castillo"
    And Player1 may not choose "Bai Yang Chen"
    And the log contains "Player2 forms a posse of Olivia Jenks"
