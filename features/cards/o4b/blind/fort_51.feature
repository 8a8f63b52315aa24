@card:21004 @blind
Feature: Fort 51 (blind proof)
  React: After you invent a Gadget Weapon or Gadget dude, give 1 bounty to an opposing dude
  with influence less than the Gadget's printed cost.  Noon, Boot: Boot your Gadget that is
  not at your home and remove 1 bounty from an opposing dude. Gain 1 ghost rock and you may
  discard a card.

  Auto-Revolver is a Gadget Weapon (cost 1, difficulty 7); Holy Wheel Gun a Gadget Weapon
  (cost 2, difficulty 5). Andreas Andregg is a Mad Scientist 0. Jake Smiley has 0
  influence, Tommy Harden 1.

  Scenario: Noon: a Gadget away from home booted takes 1 bounty off an opposing dude
    Given a game between "Fort 51" and "The Sloane Gang"
    And the phase is High Noon
    And Player1 has 0 ghost rock
    And Player1 has these dudes:
      | dude          | at          | attachments   |
      | Steele Archer | Town Square | Auto-Revolver |
    And Player2 has these dudes:
      | dude            | at             | bounty |
      | Pancho Castillo | Player2's home | 2      |
    When Player1 uses "Fort 51"
    And Player1 chooses "Pancho Castillo"
    And Player1 chooses "Auto-Revolver"
    Then "Auto-Revolver" is booted
    And "Pancho Castillo" has 1 bounty
    And Player1 has 1 ghost rock

  Scenario: React: inventing a Gadget Weapon of cost 2 gives 1 bounty to a dude with less influence
    Given a game between "Fort 51" and "The Sloane Gang"
    And the phase is High Noon
    And Player1 has 5 ghost rock
    And Player1's hand is "Holy Wheel Gun"
    And Player1's next pull is "10H"
    And Player1 has these dudes:
      | dude            | at   |
      | Andreas Andregg | home |
    And Player2 has these dudes:
      | dude            | at             |
      | Tommy Harden    | Player2's home |
      | Pancho Castillo | Player2's home |
    When Player1 attaches "Holy Wheel Gun" to "Andreas Andregg"
    And Player1 reacts with "Fort 51"
    Then Player1 may not choose "Pancho Castillo"
    When Player1 chooses "Tommy Harden"
    Then "Tommy Harden" has 1 bounty

  Scenario: React: a Gadget that is no Weapon nor dude gives no bounty
    Given a game between "Fort 51" and "The Sloane Gang"
    And the phase is High Noon
    And Player1 has 5 ghost rock
    And Player1's hand is "Mechanical Horse"
    And Player1's next pull is "10H"
    And Player1 has these dudes:
      | dude            | at   |
      | Andreas Andregg | home |
    And Player2 has these dudes:
      | dude        | at             |
      | Jake Smiley | Player2's home |
    When Player1 attaches "Mechanical Horse" to "Andreas Andregg"
    And Player1 tries to react with "Fort 51"
    Then the play is refused by rule "ability.react"
    And "Jake Smiley" is not wanted

  Scenario: Noon: a Gadget at your home cannot be booted for it
    Given a game between "Fort 51" and "The Sloane Gang"
    And the phase is High Noon
    And Player1 has these dudes:
      | dude          | at   | attachments   |
      | Steele Archer | home | Auto-Revolver |
    And Player2 has these dudes:
      | dude            | at             | bounty |
      | Pancho Castillo | Player2's home | 2      |
    When Player1 tries to use "Fort 51"
    Then the play is refused by rule "ability.condition"
