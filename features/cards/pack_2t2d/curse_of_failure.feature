@card:20055
Feature: Curse of Failure
  Action, Condition. This dude loses all keywords, traits, and abilities. This dude's
  bullets, influence, and control points are equal to 0 and cannot be modified. This dude
  gets +1 upkeep. This card cannot be discarded by card effects.
  Noon Job, Boot: Mark an opposing dude. If successful, discard all cards attached to the
  mark and send them home booted; attach this card to the mark.

  Jonah Essex: Huckster 1, 2 bullets, 2 influence, upkeep 2. Alexander Sequoia: "Noon: If
  Alexander is in town square, unboot Alexander."

  Scenario: A successful job strips the mark, sends him home booted and curses him
    Given the board:
      """
      phase: high noon
      players:
        - name: Player1
          outfit: The Sloane Gang
          ghost_rock: 5
          hand: [Curse of Failure]
          dudes:
            - {card: Pancho Castillo, at: home}
        - name: Player2
          outfit: Law Dogs
          ghost_rock: 5
          dudes:
            - {card: Jonah Essex, at: Town Square, attachments: [Shotgun]}
      """
    When Player1 plays "Curse of Failure"
    Then the options are:
      """
      Jonah Essex
      cancel
      """
    When Player1 selects "Jonah Essex"
    And Player2 is done
    Then the job succeeds
    And "Shotgun" is in Player2's discard pile
    And "Curse of Failure" is attached to "Jonah Essex"
    And "Jonah Essex" is at "Player2's home"
    And "Jonah Essex" is booted
    And "Jonah Essex" has 0 bullets
    And "Jonah Essex" has 0 influence
    And "Jonah Essex" has 3 upkeep
    And "Jonah Essex" does not have the keyword "Huckster"
    And the log contains in order:
      """
      Player1 discards Shotgun
      Player1 attaches Curse of Failure to Jonah Essex
      """

  Scenario: His stats stay 0 whatever raises them, and his control points too
    Given the board:
      """
      phase: high noon
      players:
        - name: Player1
          outfit: The Sloane Gang
          ghost_rock: 5
        - name: Player2
          outfit: Law Dogs
          ghost_rock: 5
          dudes:
            - {card: Jonah Essex, at: Town Square, attachments: [Curse of Failure, Shotgun]}
      """
    And "Jonah Essex" gets "bullets +2" from "Jonah Essex" until end of day
    And "Jonah Essex" gets "influence +1" from "Jonah Essex" until end of day
    And "Jonah Essex" gets "control +1" from "Jonah Essex" until end of day
    Then "Jonah Essex" has 0 bullets
    And "Jonah Essex" has 0 influence
    And "Jonah Essex" has 0 control points

  Scenario: He loses his abilities
    Given the board:
      """
      phase: high noon
      turn: Player2
      players:
        - name: Player1
          outfit: The Sloane Gang
          ghost_rock: 5
        - name: Player2
          outfit: Law Dogs
          ghost_rock: 5
          dudes:
            - {card: Alexander Sequoia (Weird West Edition), at: Town Square, booted: true, attachments: [Curse of Failure]}
      """
    When Player2 tries to use "Alexander Sequoia (Weird West Edition)"
    Then the play is refused by rule "ability.condition"
    And "Alexander Sequoia (Weird West Edition)" is booted

  Scenario: Another job's card effect does not discard the Curse already on the mark
    Given the board:
      """
      phase: high noon
      players:
        - name: Player1
          outfit: The Sloane Gang
          ghost_rock: 5
          hand: ["Curse of Failure #2"]
          dudes:
            - {card: Pancho Castillo, at: home}
        - name: Player2
          outfit: Law Dogs
          ghost_rock: 5
          dudes:
            - {card: Jonah Essex, at: Town Square, attachments: [Curse of Failure, Shotgun]}
      """
    When Player1 plays "Curse of Failure #2"
    And Player1 selects "Jonah Essex"
    And Player2 is done
    Then the job succeeds
    And "Shotgun" is in Player2's discard pile
    And "Curse of Failure" is attached to "Jonah Essex"
    And "Curse of Failure #2" is attached to "Jonah Essex"

  Scenario: A mark who fell in the job's shootout is not cursed: the Curse goes to the discard pile
    Given the board:
      """
      phase: high noon
      players:
        - name: Player1
          outfit: The Sloane Gang
          ghost_rock: 5
          hand: [Curse of Failure]
          dudes:
            - {card: Pancho Castillo, at: home}
        - name: Player2
          outfit: Law Dogs
          ghost_rock: 5
          dudes:
            - {card: Jonah Essex, at: Town Square}
      """
    And Player1's next draw hand is "AS AH AD AC KS"
    And Player2's next draw hand is "2S 4H 6D 8C 10S"
    When Player1 plays "Curse of Failure"
    And Player1 selects "Jonah Essex"
    And Player2 adds "Jonah Essex" to the posse
    And Player2 covers the casualties with "ace Jonah Essex"
    And Player1 is done
    Then the job succeeds
    And "Jonah Essex" is in Player2's boot hill
    And "Curse of Failure" is in Player1's discard pile
