Feature: The ante and borrowing in Gamblin'
  Rules digest §3.1: each player antes 1 ghost rock into the pot. A player with no
  ghost rock borrows 1 from the bank and becomes a debtor; the pot grows by 1 all the
  same. A debtor who wins lowball repays the loan from the pot; a debtor who loses
  repays it from their production at Upkeep (§3.2, §13.15).

  Lowball hands: Player1 draws A♠ 2♥ 3♦ 4♣ 6♦ (High Card), Player2 a pair of 3s, so
  Player1 wins. Every outfit here produces 3 ghost rock at Upkeep.

  Background:
    Given the board "lowball"
    And Player1's deck is "Allie Hensman, Bluetick, Yan Li's Tailoring, Coachwhip!, Killer Bunnies Casino"
    And Player2's deck is "Tommy Harden, Shotgun, Bad Company, Whiskey Flask, Circle M Ranch"

  @rule:gambling.ante
  Scenario: Each player antes 1 ghost rock and the winner takes the pot of 2
    Then the log contains in order:
      """
      Player1 antes 1 ghost rock
      Player2 antes 1 ghost rock
      Player1 wins lowball and takes 2 ghost rock from the pot
      Player1 receives 3 ghost rock production
      Player2 receives 3 ghost rock production
      """
    # Player1: 5 - 1 ante + 2 pot + 3 production; Player2: 5 - 1 ante + 3 production
    And Player1 has 9 ghost rock
    And Player2 has 7 ghost rock

  @rule:gambling.ante.borrow @rule:upkeep.production.debt
  Scenario: A player with no ghost rock borrows the ante and repays it from production
    Given Player2 has 0 ghost rock
    Then the log contains in order:
      """
      Player1 antes 1 ghost rock
      Player2 borrows 1 ghost rock from the bank and antes
      Player1 wins lowball and takes 2 ghost rock from the pot
      Player2 receives 2 ghost rock production, repaying 1 borrowed
      """
    And Player1 has 9 ghost rock
    And Player2 has 2 ghost rock
    And Player2 owes nothing

  @rule:gambling.pot.debt
  Scenario: A debtor who wins lowball repays the loan from the pot
    Given Player1 has 0 ghost rock
    Then the log contains in order:
      """
      Player1 borrows 1 ghost rock from the bank and antes
      Player2 antes 1 ghost rock
      Player1 wins lowball and takes 1 ghost rock from the pot, repaying 1 borrowed
      Player1 receives 3 ghost rock production
      """
    # 0 + (pot of 2 - 1 repaid) + 3 production: the loan is not repaid twice
    And Player1 has 4 ghost rock
    And Player1 owes nothing

  @rule:gambling.ante.borrow
  Scenario: When both players are broke both borrow, and the pot is still 2
    Given Player1 has 0 ghost rock
    And Player2 has 0 ghost rock
    Then the log contains in order:
      """
      Player1 borrows 1 ghost rock from the bank and antes
      Player2 borrows 1 ghost rock from the bank and antes
      Player1 wins lowball and takes 1 ghost rock from the pot, repaying 1 borrowed
      Player1 receives 3 ghost rock production
      Player2 receives 2 ghost rock production, repaying 1 borrowed
      """
    And Player1 has 4 ghost rock
    And Player2 has 2 ghost rock
