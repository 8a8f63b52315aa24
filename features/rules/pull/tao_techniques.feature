Feature: Tao techniques stay on their dude until the shootout or phase ends
  Rules digest §7.4 (reading of 2026-11-23, §R): a technique with a "Tao of ..." keyword
  is not discarded when it resolves. It attaches to the dude who performed it, unbooted
  if his Kung Fu test succeeded and booted if it failed, and stays there until the end
  of the shootout it was played in (outside a shootout, until the end of the phase);
  then it is discarded. A failed one was still the player's play. The engine marks the
  end with a lasting effect on the technique, "discard at expiry", which a board stores
  like any other lasting effect. A technique of no Tao is discarded as it resolves.

  Zhu's Ferocity (Weird West Edition) is a Tao of Zhu Bajie technique: "This dude gets
  +1 bullets and +1 value, and an opposing dude gets -1 bullets. Combo if this dude has
  higher bullets than the opposing dude." Bai Yang Chen: value 9, Kung Fu 1, 3 bullets,
  so his test is against 10. Olivia Jenks has 2 bullets.

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

  @rule:kung_fu.tao.attach
  Scenario: A successful Tao technique attaches to its dude unbooted, until the shootout ends
    Given Player1's next pull is "4D"
    When Player1 calls out "Olivia Jenks" with "Bai Yang Chen"
    And Player2 accepts
    And Player1 plays "Zhu's Ferocity (Weird West Edition)"
    And Player1 selects "Olivia Jenks"
    Then "Zhu's Ferocity (Weird West Edition)" is attached to "Bai Yang Chen"
    And "Zhu's Ferocity (Weird West Edition)" is unbooted
    And "Zhu's Ferocity (Weird West Edition)" has "discard at expiry" from "Zhu's Ferocity (Weird West Edition)" until end of shootout
    And "Bai Yang Chen" has 4 bullets
    And Player2 is asked to "Select a play"
    And the log contains in order:
      """
      Player1's Bai Yang Chen succeeds with 4D, not above value 10
      Player1's Bai Yang Chen gets +1 bullets and +1 value, and Olivia Jenks gets -1 bullets
      Player1 attaches Zhu's Ferocity (Weird West Edition) to Bai Yang Chen until the shootout ends
      """

  @rule:kung_fu.tao.attach
  Scenario: A failed Tao technique attaches to its dude booted, and was still the play
    Given Player1's next pull is "QD"
    When Player1 calls out "Olivia Jenks" with "Bai Yang Chen"
    And Player2 accepts
    And Player1 plays "Zhu's Ferocity (Weird West Edition)"
    And Player1 selects "Olivia Jenks"
    Then "Zhu's Ferocity (Weird West Edition)" is attached to "Bai Yang Chen"
    And "Zhu's Ferocity (Weird West Edition)" is booted
    And "Bai Yang Chen" is unbooted
    And "Bai Yang Chen" has 3 bullets
    And "Olivia Jenks" has 2 bullets
    And Player1's hand is empty
    And Player2 is asked to "Select a play"
    And the log contains in order:
      """
      Player1's Bai Yang Chen fails with QD, above value 10
      Player1 attaches Zhu's Ferocity (Weird West Edition) booted to Bai Yang Chen until the shootout ends
      """

  @rule:effect.expiry
  Scenario: The technique is discarded as the shootout ends
    Given Player1's next draw hand is "AS AC 8S 8C JD"
    And Player1's next pull is "4D"
    And Player2's next draw hand is "3H 3D 6C 9S KH"
    When Player1 calls out "Olivia Jenks" with "Bai Yang Chen"
    And Player2 accepts
    And Player1 plays "Zhu's Ferocity (Weird West Edition)"
    And Player1 selects "Olivia Jenks"
    And Player2 passes
    And Player2 aces "Olivia Jenks"
    And Player1 stays
    Then Player1 wins the shootout
    And "Zhu's Ferocity (Weird West Edition)" is in Player1's discard pile
    And "Zhu's Ferocity (Weird West Edition)" has no lasting effects
    And "Bai Yang Chen" has 3 bullets
    And the log contains in order:
      """
      Player1 attaches Zhu's Ferocity (Weird West Edition) to Bai Yang Chen until the shootout ends
      Player1 wins the shootout at Town Square
      Player1 discards Zhu's Ferocity (Weird West Edition) from Bai Yang Chen as the shootout ends
      """

  @rule:kung_fu.combo
  Scenario: Each technique of a combo attaches to the dude as it resolves
    Given Player1's hand is "Zhu's Ferocity (Weird West Edition), Zhu's Ferocity (Weird West Edition)"
    And Player1's deck starts with "2D JD"
    When Player1 calls out "Olivia Jenks" with "Bai Yang Chen"
    And Player2 accepts
    And Player1 plays "Zhu's Ferocity (Weird West Edition)"
    And Player1 selects "Olivia Jenks"
    Then "Zhu's Ferocity (Weird West Edition)" is attached to "Bai Yang Chen"
    And Player1 is asked to "Select a combo"
    When Player1 plays "Zhu's Ferocity (Weird West Edition) #2"
    And Player1 selects "Olivia Jenks"
    Then "Zhu's Ferocity (Weird West Edition) #2" is attached to "Bai Yang Chen"
    And "Zhu's Ferocity (Weird West Edition) #2" is unbooted
    And "Bai Yang Chen" has 5 bullets
    And "Olivia Jenks" has 0 bullets
    And Player2 is asked to "Select a play"
    And the log contains in order:
      """
      Player1 attaches Zhu's Ferocity (Weird West Edition) to Bai Yang Chen until the shootout ends
      Player1's Bai Yang Chen may combo with another Tao of Zhu Bajie technique
      Player1's Bai Yang Chen performs Zhu's Ferocity (Weird West Edition) #2 on Olivia Jenks
      Player1's Bai Yang Chen succeeds with JD, not above value 11
      Player1 attaches Zhu's Ferocity (Weird West Edition) #2 to Bai Yang Chen until the shootout ends
      """

  @rule:effect.expiry
  Scenario: Outside a shootout, a technique attached until the end of the phase is discarded as the phase ends
    Given "Zhu's Ferocity (Weird West Edition)" gets "discard at expiry" from "Zhu's Ferocity (Weird West Edition)" until end of phase
    And Player1 has these dudes:
      | dude          | at          | attachments                         |
      | Bai Yang Chen | Town Square | Zhu's Ferocity (Weird West Edition) |
    And Player1's hand is empty
    When the game advances to Sundown
    Then "Zhu's Ferocity (Weird West Edition)" is in Player1's discard pile
    And the log contains "Player1 discards Zhu's Ferocity (Weird West Edition) from Bai Yang Chen as the phase ends"

  @rule:effect.expiry
  Scenario: A booted technique read from a board goes at the end of its shootout
    Given the board:
      """
      phase: high noon
      players:
        - name: Player1
          outfit: The Fourth Ring
          dudes:
            - {card: Bai Yang Chen, at: Town Square,
               attachments: [{card: "Zhu's Ferocity (Weird West Edition)", booted: true}]}
        - name: Player2
          outfit: Law Dogs
          dudes:
            - {card: Olivia Jenks, at: Town Square}
      effects:
        - {source: "Zhu's Ferocity (Weird West Edition)", target: "Zhu's Ferocity (Weird West Edition)",
           effect: discard at expiry, until: end of shootout, player: Player1, in_shootout: true}
      """
    And a shootout at "Town Square" led by "Bai Yang Chen" against "Olivia Jenks"
    And Player1's next draw hand is "AS AC 8S 8C JD"
    And Player2's next draw hand is "3H 3D 6C 9S KH"
    Then "Zhu's Ferocity (Weird West Edition)" is booted
    When Player2 aces "Olivia Jenks"
    And Player1 stays
    Then Player1 wins the shootout
    And "Zhu's Ferocity (Weird West Edition)" is in Player1's discard pile
    And the log contains "Player1 discards Zhu's Ferocity (Weird West Edition) from Bai Yang Chen as the shootout ends"
