@card:25053 @blind
Feature: Ready Fer Anythin' (blind proof)
  "Noon: Target your dude. If that dude has a Sidekick, they get +1 influence. If they have
  a Weapon, draw a card. If they have an Attire, they become a stud. If they have a Horse,
  they get +1 bullets."

  Jake Smiley: a draw, 1 bullet, 0 influence. Bluetick is a Sidekick, Colt-Patterson Model
  '36 a Weapon, Rattler-Hide Coat an Attire, Pinto a Horse.

  Scenario: With a Sidekick, a Weapon, an Attire and a Horse, the dude gets all four
    Given the phase is High Noon
    And Player1's hand is "Ready Fer Anythin'"
    And Player1's deck starts with "5D 7H"
    And Player1 has these dudes:
      | dude        | at             | attachments                                                   |
      | Jake Smiley | Player1's home | Bluetick, Colt-Patterson Model '36, Rattler-Hide Coat, Pinto |
    When Player1 plays "Ready Fer Anythin'"
    And Player1 selects "Jake Smiley"
    Then "Jake Smiley" has 1 influence
    And "Jake Smiley" has 2 bullets
    And "Jake Smiley" is a stud
    And Player1 has 1 cards in hand

  Scenario: With only a Horse, he gets +1 bullets and nothing else
    Given the phase is High Noon
    And Player1's hand is "Ready Fer Anythin'"
    And Player1's deck starts with "5D 7H"
    And Player1 has these dudes:
      | dude        | at             | attachments |
      | Jake Smiley | Player1's home | Pinto       |
    When Player1 plays "Ready Fer Anythin'"
    And Player1 selects "Jake Smiley"
    Then "Jake Smiley" has 2 bullets
    And "Jake Smiley" has 0 influence
    And "Jake Smiley" is a draw
    And Player1 has 0 cards in hand
