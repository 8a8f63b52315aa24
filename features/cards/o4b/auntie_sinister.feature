@card:21021
Feature: Auntie Sinister
  While Auntie Sinister has a Mystical goods and is in a posse, she gets a bonus to her
  Huckster skill equal to her influence.  React: After Auntie Sinister passes a Huckster
  skill check by 6 or more during a shootout, she gains +2 bullets.

  Auntie is a Huckster 0 with 2 influence and 0 bullets. Doyle's Hoyle is Mystical goods,
  Shotgun is not. Blood Curse's Shootout Hex is of difficulty 9.

  Background:
    Given the phase is High Noon
    And Player2 has these dudes:
      | dude            | at          |
      | Pancho Castillo | Town Square |

  Scenario Outline: In a posse with Mystical goods her Huckster skill gains her influence
    Given Player1 has these dudes:
      | dude            | at          | attachments   |
      | Auntie Sinister | Town Square | <goods>       |
      | Steele Archer   | Town Square |               |
    And a shootout at "Town Square" led by "Steele Archer" against "Pancho Castillo"
    And Player1's posse is "<posse>"
    Then "Auntie Sinister" has <skill> huckster skill
    And Player1 is asked to "<prompt>"

    Examples:
      | goods         | posse                          | skill | prompt            |
      | Doyle's Hoyle | Steele Archer, Auntie Sinister | 2     | Select a dude     |
      | Doyle's Hoyle | Steele Archer                  | 0     | Select a casualty |
      | Shotgun       | Steele Archer, Auntie Sinister | 0     | Select a dude     |

  Scenario: Passing a Hex by 6, she gains +2 bullets for the shootout
    Given Player1 has these dudes:
      | dude            | at          | attachments                |
      | Auntie Sinister | Town Square | Doyle's Hoyle, Blood Curse |
    And a shootout at "Town Square" led by "Auntie Sinister" against "Pancho Castillo"
    And Player1's next pull is "KH"
    When Player1 uses "Blood Curse (2nd ability)"
    And Player1 chooses "Pancho Castillo"
    And Player1 passes
    Then "Pancho Castillo" has 1 bullets
    When Player1 reacts with "Auntie Sinister"
    Then "Auntie Sinister" has 2 bullets
    And the log contains "Player1 gives Auntie Sinister +2 bullets"
    And Player1 is asked to "Select a play"

  Scenario: Passing it by 5 is not enough
    Given Player1 has these dudes:
      | dude            | at          | attachments                |
      | Auntie Sinister | Town Square | Doyle's Hoyle, Blood Curse |
    And a shootout at "Town Square" led by "Auntie Sinister" against "Pancho Castillo"
    And Player1's next pull is "QH"
    When Player1 uses "Blood Curse (2nd ability)"
    And Player1 chooses "Pancho Castillo"
    And Player1 passes
    Then "Pancho Castillo" has 1 bullets
    When Player1 tries to react with "Auntie Sinister"
    Then the play is refused by rule "ability.react"
    And "Auntie Sinister" has 0 bullets
    And Player1 is asked to "Select a play"

  Scenario: Another Huckster's Hex is not hers
    Given Player1 has these dudes:
      | dude            | at          | attachments   |
      | Auntie Sinister | Town Square | Doyle's Hoyle |
      | Steele Archer   | Town Square | Blood Curse   |
    And a shootout at "Town Square" led by "Auntie Sinister" against "Pancho Castillo"
    And Player1's posse is "Auntie Sinister, Steele Archer"
    And Player1's next pull is "KH"
    When Player1 uses "Blood Curse (2nd ability)"
    And Player1 chooses "Pancho Castillo"
    Then "Pancho Castillo" has 1 bullets
    When Player1 tries to react with "Auntie Sinister"
    Then the play is refused by rule "ability.react"
    And Player1 is asked to "Select a dude"

  Scenario: The bullets last the shootout
    Given Player2 has these dudes:
      | dude            | at          |
      | Pancho Castillo | Town Square |
      | Olivia Jenks    | Town Square |
    And Player1 has these dudes:
      | dude            | at          | attachments                |
      | Auntie Sinister | Town Square | Doyle's Hoyle, Blood Curse |
      | Steele Archer   | Town Square |                            |
    And Player1's next draw hand is "2S 2C 5D 8H JS"
    And Player2's next draw hand is "3H 4D 6C 9S KH"
    And Player1's next pull is "KH"
    And a shootout at "Town Square" led by "Auntie Sinister" against "Pancho Castillo"
    And Player1's posse is "Auntie Sinister, Steele Archer"
    And Player2's posse is "Pancho Castillo, Olivia Jenks"
    When Player1 uses "Blood Curse (2nd ability)"
    And Player1 chooses "Pancho Castillo"
    And Player1 passes
    And Player1 reacts with "Auntie Sinister"
    And Player1 picks "Steele Archer" as shooter
    And Player2 picks "Olivia Jenks" as shooter
    And Player1 passes
    And Player2 chooses "discard Olivia Jenks"
    And Player2 chooses "done"
    And Player1 chooses "done"
    Then "Auntie Sinister" has 2 bullets
    And Player1 is asked to "Select a dude"
