@card:24224
Feature: Coachwhip! (Weird West Edition)
  Cheatin' Resolution: The cheatin' player boots one of their dudes. If this is a
  shootout, the dude is aced instead. If your hand is legal, you choose the target
  instead.

  The Weird West Edition rewords the Base Set card ("the cheatin' player boots one of
  their dudes"; "if your hand is legal, you choose the target instead"); it shares the
  Base Set script, and these scenarios prove it behaves the same.

  @rule:gambling.cheatin
  Scenario: In a shootout, with a legal hand you choose the cheater's dude and ace it
    Given the phase is High Noon
    And Player1's hand is "Coachwhip! (Weird West Edition)"
    And Player1 has these dudes:
      | dude            | at          |
      | Pancho Castillo | Town Square |
    And Player2 has these dudes:
      | dude          | at          |
      | Steven Wiles  | Town Square |
      | Steele Archer | Town Square |
    And Player1's next draw hand is "2S 2C 5S 5C JD"
    And Player2's next draw hand is "3H 3H 6C 9S KH"
    When Player1 calls out "Steven Wiles" with "Pancho Castillo"
    And Player2 accepts
    And Player2 adds "Steele Archer" to the posse
    And Player2 picks "Steven Wiles" as shooter
    And Player1 plays "Coachwhip! (Weird West Edition)"
    Then Player1 is asked to "Select a dude"
    And Player1 may choose "Steven Wiles"
    And Player1 may choose "Steele Archer"
    And Player1 may not choose "Pancho Castillo"
    And the log contains in order:
      """
      Player2 reveals 3H 3H 6C 9S KH: Cheatin' One Pair (rank 2)
      Player1 plays Coachwhip! (Weird West Edition) against Player2's cheatin' hand
      """

  Scenario: The chosen dude is aced and the round goes on without it
    Given the phase is High Noon
    And Player1's hand is "Coachwhip! (Weird West Edition)"
    And Player1 has these dudes:
      | dude            | at          |
      | Pancho Castillo | Town Square |
    And Player2 has these dudes:
      | dude          | at          |
      | Steven Wiles  | Town Square |
      | Steele Archer | Town Square |
    And Player1's next draw hand is "2S 2C 5S 5C JD"
    And Player2's next draw hand is "3H 3H 6C 9S KH"
    When Player1 calls out "Steven Wiles" with "Pancho Castillo"
    And Player2 accepts
    And Player2 adds "Steele Archer" to the posse
    And Player2 picks "Steven Wiles" as shooter
    And Player1 plays "Coachwhip! (Weird West Edition)"
    And Player1 selects "Steven Wiles"
    Then "Steven Wiles" is in Player2's Boot Hill
    And Player2's posse is "Steele Archer"
    And "Coachwhip! (Weird West Edition)" is in Player1's discard pile
    And Player2 takes 1 casualties
    And Player2 is asked to "Select a casualty"
    And the log contains "Player1 chooses Steven Wiles to be aced"

  Scenario: When your own hand is illegal too, the cheater chooses which of their dudes is aced
    Given the phase is High Noon
    And Player1's hand is "Coachwhip! (Weird West Edition)"
    And Player1 has these dudes:
      | dude            | at          |
      | Pancho Castillo | Town Square |
    And Player2 has these dudes:
      | dude          | at          |
      | Steven Wiles  | Town Square |
      | Steele Archer | Town Square |
    And Player1's next draw hand is "2S 2S 5S 5C JD"
    And Player2's next draw hand is "3H 3H 6C 9S KH"
    When Player1 calls out "Steven Wiles" with "Pancho Castillo"
    And Player2 accepts
    And Player2 adds "Steele Archer" to the posse
    And Player2 picks "Steven Wiles" as shooter
    And Player1 plays "Coachwhip! (Weird West Edition)"
    Then Player2 is asked to "Select a dude"
    And Player2 may choose "Steele Archer"
    And Player2 may not choose "Pancho Castillo"
    And the log contains "Player1 reveals 2S 2S 5S 5C JD: Cheatin' Two Pair (rank 3)"

  Scenario: The cheater's choice is carried out
    Given the phase is High Noon
    And Player1's hand is "Coachwhip! (Weird West Edition)"
    And Player1 has these dudes:
      | dude            | at          |
      | Pancho Castillo | Town Square |
    And Player2 has these dudes:
      | dude          | at          |
      | Steven Wiles  | Town Square |
      | Steele Archer | Town Square |
    And Player1's next draw hand is "2S 2S 5S 5C JD"
    And Player2's next draw hand is "3H 3H 6C 9S KH"
    When Player1 calls out "Steven Wiles" with "Pancho Castillo"
    And Player2 accepts
    And Player2 adds "Steele Archer" to the posse
    And Player2 picks "Steven Wiles" as shooter
    And Player1 plays "Coachwhip! (Weird West Edition)"
    And Player2 selects "Steele Archer"
    Then "Steele Archer" is in Player2's Boot Hill
    And "Steven Wiles" is in play
    And Player2 is asked to "Select a casualty"
    And the log contains "Player2 chooses Steele Archer to be aced"

  Scenario: Only dudes of the cheater's posse can be aced, not their dudes elsewhere
    Given the phase is High Noon
    And Player1's hand is "Coachwhip! (Weird West Edition)"
    And Player1 has these dudes:
      | dude            | at          |
      | Pancho Castillo | Town Square |
    And Player2 has these dudes:
      | dude          | at          |
      | Steven Wiles  | Town Square |
      | Steele Archer | home        |
    And Player1's next draw hand is "2S 2C 5S 5C JD"
    And Player2's next draw hand is "3H 3H 6C 9S KH"
    When Player1 calls out "Steven Wiles" with "Pancho Castillo"
    And Player2 accepts
    And Player2 is done
    And Player1 plays "Coachwhip! (Weird West Edition)"
    Then Player1 is asked to "Select a dude"
    And Player1 may choose "Steven Wiles"
    And Player1 may not choose "Steele Archer"
    And the log contains "Player1 plays Coachwhip! (Weird West Edition) against Player2's cheatin' hand"

  Scenario: Acing the cheater's last dude ends the shootout
    Given the phase is High Noon
    And Player1's hand is "Coachwhip! (Weird West Edition)"
    And Player1 has these dudes:
      | dude            | at          |
      | Pancho Castillo | Town Square |
    And Player2 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |
    And Player1's next draw hand is "2S 2C 5S 5C JD"
    And Player2's next draw hand is "3H 3H 6C 9S KH"
    When Player1 calls out "Steven Wiles" with "Pancho Castillo"
    And Player2 accepts
    And Player1 plays "Coachwhip! (Weird West Edition)"
    And Player1 selects "Steven Wiles"
    And Player1 stays
    Then Player1 wins the shootout
    And "Steven Wiles" is in Player2's Boot Hill
    And Player2 takes 0 casualties
    And the log contains in order:
      """
      Player1 chooses Steven Wiles to be aced
      Player1 wins the shootout at Town Square
      """

  @rule:gambling.cheatin
  Scenario: Against a legal hand Coachwhip! (Weird West Edition) is not a play
    Given the phase is High Noon
    And Player1's hand is "Coachwhip! (Weird West Edition)"
    And Player1 has these dudes:
      | dude            | at          |
      | Pancho Castillo | Town Square |
    And Player2 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |
    And Player1's next draw hand is "2S 2C 5S 5C JD"
    And Player2's next draw hand is "3H 3D 6C 9S KH"
    When Player1 calls out "Steven Wiles" with "Pancho Castillo"
    And Player2 accepts
    Then Player2 is asked to "Select a casualty"
    And Player1's hand is "Coachwhip! (Weird West Edition)"
    And "Steven Wiles" is in play
    And the log does not contain "Player1 plays Coachwhip! (Weird West Edition) against Player2's cheatin' hand"
    And the log contains "Player2 reveals 3H 3D 6C 9S KH: One Pair (rank 2)"

  @rule:gambling.cheatin
  Scenario: One cheatin' resolution per player per round, each player may play their own
    Given the phase is High Noon
    And Player1's hand is "Coachwhip! (Weird West Edition), Coachwhip! (Weird West Edition)"
    And Player2's hand is "Coachwhip! (Weird West Edition)"
    And Player1 has these dudes:
      | dude            | at          |
      | Pancho Castillo | Town Square |
      | Olivia Jenks    | Town Square |
    And Player2 has these dudes:
      | dude          | at          |
      | Steven Wiles  | Town Square |
      | Steele Archer | Town Square |
      | Clint Ramsey  | Town Square |
    And Player1's next draw hand is "2S 2S 5S 5C JD"
    And Player2's next draw hand is "3H 3H 6C 9S KH"
    When Player1 calls out "Steven Wiles" with "Pancho Castillo"
    And Player2 accepts
    And Player1 adds "Olivia Jenks" to the posse
    And Player2 adds "Steele Archer" to the posse
    And Player2 adds "Clint Ramsey" to the posse
    And Player1 picks "Pancho Castillo" as shooter
    And Player2 picks "Steven Wiles" as shooter
    And Player1 plays "Coachwhip! (Weird West Edition)"
    And Player2 selects "Clint Ramsey"
    And Player2 plays "Coachwhip! (Weird West Edition) #3"
    And Player1 selects "Olivia Jenks"
    Then Player1's hand is "Coachwhip! (Weird West Edition) #2"
    And "Clint Ramsey" is in Player2's Boot Hill
    And "Olivia Jenks" is in Player1's Boot Hill
    And "Steele Archer" is in play
    And Player2 is asked to "Select a casualty"
    And the log contains in order:
      """
      Player2 chooses Clint Ramsey to be aced
      Player1 chooses Olivia Jenks to be aced
      """

  @rule:gambling.cheatin
  Scenario: In lowball, with a legal hand you choose which unbooted dude of the cheater boots
    Given the board "lowball"
    And Player1's hand is "Coachwhip! (Weird West Edition)"
    And Player1's deck is "Allie Hensman, Bluetick, Yan Li's Tailoring, Whiskey Flask, Killer Bunnies Casino"
    And Player2's deck is "Tommy Harden, Ace in the Hole, Bad Company, Pistol Whip, Circle M Ranch"
    And Player1 has these dudes:
      | dude            | at   |
      | Pancho Castillo | home |
    And Player2 has these dudes:
      | dude          | at   | booted |
      | Olivia Jenks  | home | no     |
      | Steele Archer | home | no     |
      | Steven Wiles  | home | yes    |
    When Player1 plays "Coachwhip! (Weird West Edition)"
    Then Player1 is asked to "Select a dude"
    And Player1 may choose "Olivia Jenks"
    And Player1 may choose "Steele Archer"
    And Player1 may not choose "Steven Wiles"
    And Player1 may not choose "Pancho Castillo"
    And the log contains "Player2 reveals 3S 3H 5C 5C 8D: Cheatin' Two Pair (rank 3)"

  Scenario: In lowball the chosen dude is booted, not aced
    Given the board "lowball"
    And Player1's hand is "Coachwhip! (Weird West Edition)"
    And Player1's deck is "Allie Hensman, Bluetick, Yan Li's Tailoring, Whiskey Flask, Killer Bunnies Casino"
    And Player2's deck is "Tommy Harden, Ace in the Hole, Bad Company, Pistol Whip, Circle M Ranch"
    And Player2 has these dudes:
      | dude          | at   |
      | Olivia Jenks  | home |
      | Steele Archer | home |
    When Player1 plays "Coachwhip! (Weird West Edition)"
    And Player1 selects "Olivia Jenks"
    Then "Olivia Jenks" is booted
    And "Olivia Jenks" is in play
    And "Steele Archer" is unbooted
    And "Coachwhip! (Weird West Edition)" is in Player1's discard pile
    And the log contains in order:
      """
      Player1 plays Coachwhip! (Weird West Edition) against Player2's cheatin' hand
      Player1 chooses Olivia Jenks to be booted
      Player1 wins lowball and takes 2 ghost rock from the pot
      """

  Scenario: In lowball, when your own hand is illegal too, the cheater chooses
    Given the board "lowball"
    And Player1's hand is "Coachwhip! (Weird West Edition)"
    And Player1's deck is "Shotgun, Shotgun, Allie Hensman, Bluetick, Killer Bunnies Casino"
    And Player2's deck is "Tommy Harden, Ace in the Hole, Bad Company, Pistol Whip, Circle M Ranch"
    And Player2 has these dudes:
      | dude          | at   |
      | Olivia Jenks  | home |
      | Steele Archer | home |
    When Player1 plays "Coachwhip! (Weird West Edition)"
    And Player2 selects "Steele Archer"
    Then "Steele Archer" is booted
    And "Olivia Jenks" is unbooted
    And the log contains in order:
      """
      Player1 reveals 3H 3H AS 2H 6D: Cheatin' One Pair (rank 2)
      Player2 chooses Steele Archer to be booted
      """

  @rule:gambling.cheatin
  Scenario: In lowball, a cheater with no unbooted dude leaves Coachwhip! (Weird West Edition) nothing to do
    Given the board "lowball"
    And Player1's hand is "Coachwhip! (Weird West Edition)"
    And Player1's deck is "Allie Hensman, Bluetick, Yan Li's Tailoring, Whiskey Flask, Killer Bunnies Casino"
    And Player2's deck is "Tommy Harden, Ace in the Hole, Bad Company, Pistol Whip, Circle M Ranch"
    And Player2 has these dudes:
      | dude         | at   | booted |
      | Olivia Jenks | home | yes    |
    Then the phase is Upkeep
    And Player1's hand is "Coachwhip! (Weird West Edition)"
    And "Olivia Jenks" is booted
    And the log does not contain "Player1 plays Coachwhip! (Weird West Edition) against Player2's cheatin' hand"
    And the log contains "Player1 wins lowball and takes 2 ghost rock from the pot"

  Scenario: Coachwhip! (Weird West Edition) is a Cheatin' Resolution, not a High Noon action
    Given the phase is High Noon
    And Player1's hand is "Coachwhip! (Weird West Edition)"
    And Player2 has these dudes:
      | dude         | at   |
      | Olivia Jenks | home |
    When Player1 tries to play "Coachwhip! (Weird West Edition)"
    Then the play is refused because "Coachwhip! (Weird West Edition)'s ability is a cheatin resolution ability"
    And the play is refused by rule "noon.play_type"
    And "Olivia Jenks" is unbooted
    And Player1's hand is "Coachwhip! (Weird West Edition)"
