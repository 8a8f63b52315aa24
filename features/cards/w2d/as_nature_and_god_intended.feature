@card:23050
Feature: As Nature and God Intended
  Shootout: All Weapons lose their bullet bonuses, traits, and Shootout abilities until the
  end of this round of the shootout. Dudes with Kung Fu are studs until the end of this
  round of the shootout.

  Pearl-Handled Revolver's trait makes its dude a stud; Legendary Holster (+2 bullets) prints
  "Shootout Pull, Boot: ...", a Shootout ability its dude could use otherwise. Yunxu Jiang is a Kung Fu draw with 1 bullet,
  Olivia Jenks a draw with 2, Jake Smiley a draw with 1.

  Background:
    Given the phase is High Noon
    And Player1 has 1 ghost rock
    And Player1's hand is "As Nature and God Intended"
    And Player1 has these dudes:
      | dude        | at          |
      | Yunxu Jiang | Town Square |
    And Player2 has these dudes:
      | dude         | at          | attachments            |
      | Olivia Jenks | Town Square | Pearl-Handled Revolver |
      | Jake Smiley  | Town Square | Legendary Holster      |
    And a shootout at "Town Square" led by "Yunxu Jiang" against "Olivia Jenks"
    And Player2's posse is "Olivia Jenks, Jake Smiley"

  Scenario: Weapons lose their bonuses, traits and Shootout abilities; Kung Fu dudes are studs
    When Player1 plays "As Nature and God Intended"
    Then "Olivia Jenks" is a draw
    And "Jake Smiley" has 1 bullets
    And "Legendary Holster" has 0 bullets
    And "Yunxu Jiang" is a stud
    And "Yunxu Jiang" has "stud" from "As Nature and God Intended" until end of shootout round
    And "Legendary Holster" has "bullets = 0, bullets at most 0, loses its traits, loses its shootout abilities" from "As Nature and God Intended" until end of shootout round
    And the log contains in order:
      """
      Player1 strips every Weapon of its bullet bonus, traits and Shootout abilities this round
      Player1 makes every dude with Kung Fu a stud this round
      """
    And the log contains "Player2 has no shootout play and passes"
    And Player2 is asked to "Select a dude"
