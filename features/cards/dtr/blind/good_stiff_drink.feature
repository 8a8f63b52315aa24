@card:01141 @blind
Feature: Good Stiff Drink (blind proof)
  Noon: Choose a dude's ability that has been used. That ability can be used another
  time.

  Jon Longstride: "Noon: Unboot Jon's Horse. You may use the Horse's ability an
  additional time."

  Background:
    Given the board "shootout"
    And Player1 has these dudes:
      | dude           | at   | attachments      |
      | Jon Longstride | home | Mustang (booted) |
    And Player1's hand is "Good Stiff Drink"

  Scenario: A dude's used ability can be used once more
    Given Player1 has used "Jon Longstride" today
    When Player1 plays "Good Stiff Drink"
    And Player1 chooses "Jon Longstride"
    And Player2 passes
    And Player1 uses "Jon Longstride"
    Then "Mustang" is unbooted
    And "Good Stiff Drink" is in Player1's discard pile

  Scenario: Without Good Stiff Drink the used ability is refused
    Given Player1 has used "Jon Longstride" today
    When Player1 tries to use "Jon Longstride"
    Then the play is refused by rule "noon.once_per_day"
    And "Mustang" is booted

  Scenario: A goods' used ability is not a dude's ability
    Given Player1 has used "Mustang" today
    When Player1 tries to play "Good Stiff Drink"
    Then the play is refused by rule "ability.target"
    And "Good Stiff Drink" is in Player1's hand

  Scenario: The extra use is only one more
    Given Player1 has used "Jon Longstride" today
    When Player1 plays "Good Stiff Drink"
    And Player1 chooses "Jon Longstride"
    And Player2 passes
    And Player1 uses "Jon Longstride"
    And Player2 passes
    And Player1 tries to use "Jon Longstride"
    Then the play is refused by rule "noon.once_per_day"
