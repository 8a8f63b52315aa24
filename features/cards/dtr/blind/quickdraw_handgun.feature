@card:01093 @blind
Feature: Quickdraw Handgun (blind proof)
  Weapon, +1 bullets. Cheatin' Resolution, Boot: If you have a legal draw hand,
  exchange draw hands with the cheatin' player. Cheatin' cards cannot be played on
  you for this round of the shootout.

  Coachwhip!: "Cheatin' Resolution: The cheatin' player must boot one of their dudes.
  If in a shootout, that dude gets aced instead. If you have a legal hand, you choose
  the dude to boot or ace."

  Background:
    Given the board "shootout"
    And Player1 has these dudes:
      | dude            | at          | attachments       |
      | Pancho Castillo | Town Square | Quickdraw Handgun |
    And Player2 has these dudes:
      | dude        | at          |
      | Clyde Owens | Town Square |

  Scenario: With a legal hand, the hands are exchanged with the cheatin' player
    Given Player1's next draw hand is "KS KH 9D 6C 4C"
    And Player2's next draw hand is "8C 8C 8D 7D 10S"
    When Player1 calls out "Clyde Owens" with "Pancho Castillo"
    And Player2 accepts
    And Player1 uses "Quickdraw Handgun"
    Then Player1's draw hand is "8C 8C 8D 7D 10S"
    And Player2's draw hand is "KS KH 9D 6C 4C"
    And "Quickdraw Handgun" is booted
    And "Pancho Castillo" has 4 bullets
    And Player1 wins the round
    And Player2 takes 2 casualties
    And Player2 is asked to "Select a casualty"

  Scenario: With an illegal hand of its own, nothing is exchanged
    Given Player1's next draw hand is "KS KS 9D 6C 4C"
    And Player2's next draw hand is "8C 8C 8D 7D 10S"
    When Player1 calls out "Clyde Owens" with "Pancho Castillo"
    And Player2 accepts
    And Player1 uses "Quickdraw Handgun"
    Then Player1's draw hand is "KS KS 9D 6C 4C"
    And Player2's draw hand is "8C 8C 8D 7D 10S"
    And Player2 wins the round
    And Player1 takes 2 casualties
    And Player1 is asked to "Select a casualty"

  Scenario: After the exchange the cheatin' hand it now holds is protected from Cheatin' cards
    Given Player1's next draw hand is "KS KH 9D 6C 4C"
    And Player2's next draw hand is "8C 8C 8D 7D 10S"
    And Player2's hand is "Coachwhip!"
    When Player1 calls out "Clyde Owens" with "Pancho Castillo"
    And Player2 accepts
    And Player1 uses "Quickdraw Handgun"
    Then Player1's draw hand is "8C 8C 8D 7D 10S"
    And "Pancho Castillo" is in play
    And Player1 wins the round
    And Player2 is asked to "Select a casualty"
    And the log contains in order:
      """
      Player1 is safe from cheatin' cards this round
      Player2 has no resolution play and passes
      """

  Scenario: Without the protection the same cheatin' hand draws the Coachwhip!
    Given Player1 has these dudes:
      | dude            | at          |
      | Pancho Castillo | Town Square |
    And Player1's next draw hand is "8C 8C 8D 7D 10S"
    And Player2's next draw hand is "KS KH 9D 6C 4C"
    And Player2's hand is "Coachwhip!"
    When Player1 calls out "Clyde Owens" with "Pancho Castillo"
    And Player2 accepts
    And Player2 plays "Coachwhip!"
    And Player2 selects "Pancho Castillo"
    Then "Pancho Castillo" is in Player1's boot hill
    And Player2 is asked to "Select a dude"

  Scenario: In lowball the cheater's winning hand changes sides
    Player2's cheatin' pair of 3s would beat Player1's pair of queens (the lower pair
    wins in lowball); after the exchange Player1 holds the 3s.
    Given the phase is Gamblin'
    And Player1's deck starts with "QS QH JS 9C 5H"
    And Player2's deck starts with "3H 3H AS 2H 6D"
    When Player1 uses "Quickdraw Handgun"
    Then Player1 is the first player
    And "Quickdraw Handgun" is booted
    And the log contains in order:
      """
      Player1 exchanges draw hands with Player2
      Player1 wins lowball and takes 2 ghost rock from the pot
      """
