Feature: Kung Fu techniques
  Rules digest §7.4 and §1.3–1.4: a technique is an action card played by choosing one
  of your Kung Fu dudes (in a shootout, a dude in your posse) who takes a Kung Fu test:
  pull, and the technique works if the pulled value is LOWER THAN OR EQUAL TO the
  dude's value, his Kung Fu rating included, but never more than 13 (the Weird West
  Edition rules; the 2015 forum rules' "lower" is superseded). A failed technique does
  nothing, but it was still the play: it is the next player's turn. Kung Fu is not a
  skill: a dude without it cannot perform one.

  A Tao technique is not discarded: it attaches to its dude, booted if the test failed,
  until the shootout ends (tao_techniques.feature).

  Tao techniques combo: after a successful one whose Combo clause holds, its player
  may at once play another technique of the same Tao with the same dude, before the
  opponent can act, up to the dude's Kung Fu rating of extra techniques.

  Zhu's Ferocity (Weird West Edition) is a Tao of Zhu Bajie technique: "This dude gets
  +1 bullets and +1 value, and an opposing dude gets -1 bullets. Combo if this dude has
  higher bullets than the opposing dude." Bai Yang Chen: value 9, Kung Fu 1, 3 bullets,
  so his test is against 10. Daomei Wang: value 1, Kung Fu 2, 2 bullets: against 3.
  Hao-T'e Zui: value 13, Kung Fu 3: 16, capped at 13. Olivia Jenks: 2 bullets.

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
  Scenario: A pull lower than the dude's value, Kung Fu included, performs the technique
    Given Player1's next pull is "9D"
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
      Player1 pulls 9D
      Player1's Bai Yang Chen succeeds with 9D, not above value 10
      Player1's Bai Yang Chen gets +1 bullets and +1 value, and Olivia Jenks gets -1 bullets
      """

  @rule:kung_fu.test
  Scenario: A pull equal to the dude's value performs the technique
    Given Player1's next pull is "10D"
    When Player1 calls out "Olivia Jenks" with "Bai Yang Chen"
    And Player2 accepts
    And Player1 plays "Zhu's Ferocity (Weird West Edition)"
    And Player1 selects "Olivia Jenks"
    Then "Bai Yang Chen" has 4 bullets
    And "Olivia Jenks" has 1 bullets
    And Player2 is asked to "Select a play"
    And the log contains in order:
      """
      Player1 pulls 10D
      Player1's Bai Yang Chen succeeds with 10D, not above value 10
      Player1's Bai Yang Chen gets +1 bullets and +1 value, and Olivia Jenks gets -1 bullets
      """

  @rule:kung_fu.test
  Scenario: A pull one above the dude's value fails
    Given Player1's next pull is "JD"
    When Player1 calls out "Olivia Jenks" with "Bai Yang Chen"
    And Player2 accepts
    And Player1 plays "Zhu's Ferocity (Weird West Edition)"
    And Player1 selects "Olivia Jenks"
    Then "Bai Yang Chen" has 3 bullets
    And "Olivia Jenks" has 2 bullets
    And the log contains "Player1's Bai Yang Chen fails with JD, above value 10"
    And the log does not contain "Player1's Bai Yang Chen gets +1 bullets and +1 value, and Olivia Jenks gets -1 bullets"
    And Player2 is asked to "Select a play"

  @rule:kung_fu.test
  Scenario: Bai Yang Chen's test for every pull: ace to 10 works, jack to king fails
    When Player1 calls out "Olivia Jenks" with "Bai Yang Chen"
    And Player2 accepts
    And Player1 plays "Zhu's Ferocity (Weird West Edition)"
    And Player1 selects "Olivia Jenks"
    Then for every value of Player1's next pull:
      | pull | then                          |
      | A-10 | "Olivia Jenks" has 1 bullets  |
      | J-K  | "Olivia Jenks" has 2 bullets  |
    And the log contains "Player1's Bai Yang Chen performs Zhu's Ferocity (Weird West Edition) on Olivia Jenks"

  @rule:kung_fu.test
  Scenario Outline: The test's value is capped at 13, and a king, equal to it, still works
    # 24025 is Hao-T'e Zui, The Mad Monk (the comma in his title defeats the table).
    Given Player1 has these dudes:
      | dude  | at          |
      | 24025 | Town Square |
    And Player1's next pull is "<pull>"
    When Player1 calls out "Olivia Jenks" with "Hao-T'e Zui, The Mad Monk"
    And Player2 accepts
    And Player1 plays "Zhu's Ferocity (Weird West Edition)"
    And Player1 selects "Olivia Jenks"
    Then "Olivia Jenks" has <olivia's bullets> bullets
    And Player2 is asked to "Select a play"
    And the log contains "Player1's Hao-T'e Zui, The Mad Monk <outcome> value 13"

    Examples:
      | pull | olivia's bullets | outcome                     |
      | QD   | 1                | succeeds with QD, not above |
      | KD   | 1                | succeeds with KD, not above |

  @rule:kung_fu.test
  Scenario: A failed technique is still the play: it leaves the hand, and the opponent acts next
    Given Player1's next pull is "KD"
    When Player1 calls out "Olivia Jenks" with "Bai Yang Chen"
    And Player2 accepts
    And Player1 plays "Zhu's Ferocity (Weird West Edition)"
    And Player1 selects "Olivia Jenks"
    Then "Zhu's Ferocity (Weird West Edition)" is attached to "Bai Yang Chen"
    And "Zhu's Ferocity (Weird West Edition)" is booted
    And Player1's hand is empty
    And "Bai Yang Chen" is unbooted
    And Player2 is asked to "Select a play"
    And Player2 may choose "play Sun in Yer Eyes"
    And the log contains in order:
      """
      Player1's Bai Yang Chen performs Zhu's Ferocity (Weird West Edition) on Olivia Jenks
      Player1 pulls KD
      Player1's Bai Yang Chen fails with KD, above value 10
      Player1 attaches Zhu's Ferocity (Weird West Edition) booted to Bai Yang Chen until the shootout ends
      """

  @rule:kung_fu.technique
  Scenario: A dude without Kung Fu cannot perform a technique
    Given Player1 has these dudes:
      | dude            | at          | attachments |
      | Pancho Castillo | Town Square | Shotgun     |
    When Player1 calls out "Olivia Jenks" with "Pancho Castillo"
    And Player2 accepts
    Then Player1 is asked to "Select a play"
    And Player1 may choose "use Shotgun"
    And Player1 may not choose "play Zhu's Ferocity (Weird West Edition)"
    When Player1 tries to play "Zhu's Ferocity (Weird West Edition)"
    Then the play is refused because "Zhu's Ferocity (Weird West Edition) is a technique and Player1 has no Kung Fu dude in their posse"
    And the play is refused by rule "kung_fu.technique"
    And "Zhu's Ferocity (Weird West Edition)" is in Player1's hand
    And the log does not contain "Player1 pulls KD"

  @rule:kung_fu.technique
  Scenario: A Kung Fu dude outside the posse cannot perform a technique
    Given Player1 has these dudes:
      | dude            | at          | attachments |
      | Pancho Castillo | Town Square | Shotgun     |
      | Bai Yang Chen   | home        |             |
    When Player1 calls out "Olivia Jenks" with "Pancho Castillo"
    And Player2 accepts
    And Player1 is done
    Then Player1 is asked to "Select a play"
    And Player1 may not choose "play Zhu's Ferocity (Weird West Edition)"
    And Player1's posse is "Pancho Castillo"
    And the log contains "Player1 forms a posse of Pancho Castillo"

  @rule:kung_fu.test
  Scenario: With several Kung Fu dudes in the posse, the player chooses who performs
    Given Player1 has these dudes:
      | dude          | at          |
      | Bai Yang Chen | Town Square |
      | Daomei Wang   | Town Square |
    And Player1's next pull is "4D"
    When Player1 calls out "Olivia Jenks" with "Bai Yang Chen"
    And Player2 accepts
    And Player1 adds "Daomei Wang" to the posse
    And Player1 plays "Zhu's Ferocity (Weird West Edition)"
    Then Player1 is asked to "Select a dude"
    And Player1 may choose "Bai Yang Chen"
    And Player1 may choose "Daomei Wang"
    And Player1 may not choose "Olivia Jenks"
    When Player1 selects "Daomei Wang"
    And Player1 selects "Olivia Jenks"
    Then "Daomei Wang" has 2 bullets
    And "Olivia Jenks" has 2 bullets
    And Player2 is asked to "Select a play"
    And the log contains in order:
      """
      Player1's Daomei Wang performs Zhu's Ferocity (Weird West Edition) on Olivia Jenks
      Player1's Daomei Wang fails with 4D, above value 3
      """

  @rule:kung_fu.combo
  Scenario: A successful Tao technique whose combo holds chains another of its Tao, up to the Kung Fu rating
    # Bai Yang Chen has Kung Fu 1: one extra technique, however many are in hand.
    Given Player1's hand is "Zhu's Ferocity (Weird West Edition), Zhu's Ferocity (Weird West Edition), Zhu's Ferocity (Weird West Edition)"
    And Player1's deck starts with "2D 3D"
    When Player1 calls out "Olivia Jenks" with "Bai Yang Chen"
    And Player2 accepts
    And Player1 plays "Zhu's Ferocity (Weird West Edition)"
    And Player1 selects "Olivia Jenks"
    Then Player1 is asked to "Select a combo"
    And Player1 may choose "play Zhu's Ferocity (Weird West Edition) #2"
    And Player1 may choose "pass"
    When Player1 plays "Zhu's Ferocity (Weird West Edition) #2"
    And Player1 selects "Olivia Jenks"
    Then "Bai Yang Chen" has 5 bullets
    And "Olivia Jenks" has 0 bullets
    And "Zhu's Ferocity (Weird West Edition) #3" is in Player1's hand
    And Player2 is asked to "Select a play"
    And the log contains in order:
      """
      Player1's Bai Yang Chen succeeds with 2D, not above value 10
      Player1's Bai Yang Chen may combo with another Tao of Zhu Bajie technique
      Player1's Bai Yang Chen performs Zhu's Ferocity (Weird West Edition) #2 on Olivia Jenks
      Player1 pulls 3D
      Player1's Bai Yang Chen succeeds with 3D, not above value 11
      Player1's Bai Yang Chen gets +1 bullets and +1 value, and Olivia Jenks gets -1 bullets
      """

  @rule:kung_fu.combo
  Scenario: A combo is optional
    Given Player1's hand is "Zhu's Ferocity (Weird West Edition), Zhu's Ferocity (Weird West Edition)"
    And Player1's next pull is "2D"
    When Player1 calls out "Olivia Jenks" with "Bai Yang Chen"
    And Player2 accepts
    And Player1 plays "Zhu's Ferocity (Weird West Edition)"
    And Player1 selects "Olivia Jenks"
    And Player1 passes
    Then "Zhu's Ferocity (Weird West Edition) #2" is in Player1's hand
    And "Bai Yang Chen" has 4 bullets
    And Player2 is asked to "Select a play"
    And the last log line is "Player1 does not combo"

  @rule:kung_fu.combo
  Scenario: A failed technique never combos
    Given Player1's hand is "Zhu's Ferocity (Weird West Edition), Zhu's Ferocity (Weird West Edition)"
    And Player1's next pull is "JD"
    When Player1 calls out "Olivia Jenks" with "Bai Yang Chen"
    And Player2 accepts
    And Player1 plays "Zhu's Ferocity (Weird West Edition)"
    And Player1 selects "Olivia Jenks"
    Then Player2 is asked to "Select a play"
    And "Zhu's Ferocity (Weird West Edition) #2" is in Player1's hand
    And the log contains "Player1's Bai Yang Chen fails with JD, above value 10"
    And the log does not contain "Player1's Bai Yang Chen may combo with another Tao of Zhu Bajie technique"
