@card:24075 @blind
Feature: Deborah West (Exp.1) (blind proof)
  Shootout: Boot Deborah's attached Miracle or Melee Weapon to give an opposing dude one
  bounty.

  Rapier is a Melee Weapon, Amazing Grace a Miracle; Shotgun is a Weapon, not Melee. Player1 holds Sun in Yer Eyes
  (a Shootout action), so a Shootout play window opens for them. The draw hands are
  stacked: Player1 wins the round.

  Background:
    Given the board "shootout"
    And Player1's hand is "Sun in Yer Eyes"
    And Player2 has these dudes:
      | dude           | at          |
      | Marion Seville | Town Square |
    And Player1's next draw hand is "KS KH KD KC 9D"
    And Player2's next draw hand is "3S 5D 7C 9S JH"

  Scenario: Booting her attached Melee Weapon gives an opposing dude one bounty
    Given Player1 has these dudes:
      | dude                 | at          | attachments |
      | Deborah West (Exp.1) | Town Square | Rapier      |
    And a shootout at "Town Square" led by "Deborah West (Exp.1)" against "Marion Seville"
    When Player1 uses "Deborah West (Exp.1)"
    And Player1 selects "Marion Seville"
    And Player1 selects "Rapier"
    Then "Rapier" is booted
    And "Marion Seville" has 1 bounty
    And "Marion Seville" is wanted
    And "Deborah West (Exp.1)" has 0 bounty
    And "Deborah West (Exp.1)" is unbooted
    When Player1 passes
    And Player2 covers the casualties with "ace Marion Seville"
    And Player1 is done

  Scenario: Booting her attached Miracle works too (Amazing Grace is a Miracle)
    Given Player1 has these dudes:
      | dude                 | at          | attachments   |
      | Deborah West (Exp.1) | Town Square | Amazing Grace |
    And a shootout at "Town Square" led by "Deborah West (Exp.1)" against "Marion Seville"
    When Player1 uses "Deborah West (Exp.1)"
    And Player1 selects "Marion Seville"
    And Player1 selects "Amazing Grace"
    Then "Amazing Grace" is booted
    And "Marion Seville" has 1 bounty
    When Player1 passes
    And Player2 covers the casualties with "ace Marion Seville"
    And Player1 is done

  @ruling:deborah-west-gives-bounty-past-choose-protection
  Scenario: "Give an opposing dude" does not choose him: protection from being chosen does not stop it
    Given Player1 has these dudes:
      | dude                 | at          | attachments |
      | Deborah West (Exp.1) | Town Square | Rapier      |
    And "Marion Seville" gets "cannot be chosen by opponents" from "Marion Seville" until end of day
    And a shootout at "Town Square" led by "Deborah West (Exp.1)" against "Marion Seville"
    When Player1 uses "Deborah West (Exp.1)"
    And Player1 selects "Marion Seville"
    And Player1 selects "Rapier"
    Then "Marion Seville" has 1 bounty
    When Player1 passes
    And Player2 covers the casualties with "ace Marion Seville"
    And Player1 is done

  Scenario: Without an attached Miracle or Melee Weapon she cannot use it
    Given Player1 has these dudes:
      | dude                 | at          | attachments |
      | Deborah West (Exp.1) | Town Square | Shotgun     |
    And a shootout at "Town Square" led by "Deborah West (Exp.1)" against "Marion Seville"
    Then Player1 is asked to "Select a play"
    And Player1 may choose "play Sun in Yer Eyes"
    And Player1 may not choose "use Deborah West (Exp.1)"
    And "Marion Seville" has 0 bounty
    When Player1 passes
    And Player2 covers the casualties with "ace Marion Seville"
    And Player1 is done

  Scenario: A booted Melee Weapon cannot be booted to pay for it
    Given Player1 has these dudes:
      | dude                 | at          | attachments     |
      | Deborah West (Exp.1) | Town Square | Rapier (booted) |
    And a shootout at "Town Square" led by "Deborah West (Exp.1)" against "Marion Seville"
    Then Player1 is asked to "Select a play"
    And Player1 may choose "play Sun in Yer Eyes"
    And Player1 may not choose "use Deborah West (Exp.1)"
    And "Marion Seville" has 0 bounty
    When Player1 passes
    And Player2 covers the casualties with "ace Marion Seville"
    And Player1 is done

  Scenario: It is a Shootout ability: not at Noon
    Given Player1 has these dudes:
      | dude                 | at          | attachments |
      | Deborah West (Exp.1) | Town Square | Rapier      |
    When Player1 tries to use "Deborah West (Exp.1)"
    Then the play is refused by rule "noon.play_type"
    And "Rapier" is unbooted
