@card:21031 @blind
Feature: Big Nose Kate (blind proof)
  Noon: Discard a card to give your dude at this location +1 bullets. If you discarded an
  action card with a Shootout or Job ability, that dude gets +1 influence. If that dude is not
  wanted, you may give that dude 1 bounty.

  Olivia Jenks: 2 bullets, 2 influence. Pinto is goods; Point Blank an action card with a
  Resolution ability; Kidnappin' an action card with a Job; Sun in Yer Eyes one with a
  Shootout ability.

  Background:
    Given the phase is High Noon

  Scenario: Discarding goods gives your dude here +1 bullets for the day, and an unwanted dude may take 1 bounty
    Given Player1's hand is "Pinto"
    And Player1 has these dudes:
      | dude          | at          |
      | Big Nose Kate | Town Square |
      | Olivia Jenks  | Town Square |
    When Player1 uses "Big Nose Kate"
    And Player1 selects "Olivia Jenks"
    And Player1 chooses "discard Pinto"
    And Player1 chooses "give 1 bounty"
    Then "Pinto" is in Player1's discard pile
    And "Olivia Jenks" has 3 bullets
    And "Olivia Jenks" has 2 influence
    And "Olivia Jenks" has 1 bounty

  Scenario: Discarding an action card with a Job gives +1 influence too
    Given Player1's hand is "Kidnappin'"
    And Player1 has these dudes:
      | dude          | at          | bounty |
      | Big Nose Kate | Town Square | 0      |
      | Olivia Jenks  | Town Square | 1      |
    When Player1 uses "Big Nose Kate"
    And Player1 selects "Olivia Jenks"
    And Player1 chooses "discard Kidnappin'"
    Then "Olivia Jenks" has 3 bullets
    And "Olivia Jenks" has 3 influence
    And "Olivia Jenks" has 1 bounty

  Scenario: An action card with a Shootout ability gives +1 influence as well
    Given Player1's hand is "Sun in Yer Eyes"
    And Player1 has these dudes:
      | dude          | at          | bounty |
      | Big Nose Kate | Town Square | 0      |
      | Olivia Jenks  | Town Square | 1      |
    When Player1 uses "Big Nose Kate"
    And Player1 selects "Olivia Jenks"
    And Player1 chooses "discard Sun in Yer Eyes"
    Then "Olivia Jenks" has 3 influence

  Scenario: An action card with only a Resolution ability gives no influence
    Given Player1's hand is "Point Blank"
    And Player1 has these dudes:
      | dude          | at          | bounty |
      | Big Nose Kate | Town Square | 0      |
      | Olivia Jenks  | Town Square | 1      |
    When Player1 uses "Big Nose Kate"
    And Player1 selects "Olivia Jenks"
    And Player1 chooses "discard Point Blank"
    Then "Olivia Jenks" has 3 bullets
    And "Olivia Jenks" has 2 influence

  Scenario: A dude elsewhere cannot be chosen, and with no card in hand she cannot be used
    Given Player1's hand is empty
    And Player1 has these dudes:
      | dude          | at          |
      | Big Nose Kate | Town Square |
    When Player1 tries to use "Big Nose Kate"
    Then the play is refused by rule "ability.cost"

  Scenario: Only your dude at Kate's location can be given the bullet
    Given Player1's hand is "Pinto"
    And Player1 has these dudes:
      | dude           | at          |
      | Big Nose Kate  | Town Square |
      | Olivia Jenks   | Town Square |
      | Jon Longstride | home        |
    And Player2 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |
    When Player1 uses "Big Nose Kate"
    Then Player1 may choose "Olivia Jenks"
    And Player1 may not choose "Jon Longstride"
    And Player1 may not choose "Steven Wiles"
    And Player1 is asked to "Select a dude"
