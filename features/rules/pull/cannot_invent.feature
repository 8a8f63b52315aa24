Feature: A dude who cannot invent Gadgets
  Rules digest §7.3: a Gadget must be invented by a Mad Scientist. "Cannot invent
  Gadgets" (Prof. Aloysius Roe) takes that away whatever his rating: a Gadget shopped
  onto him is refused, and he is no inventor for a Gadget played onto another dude.

  Elander Boldman is a Mad Scientist 2. Mechanical Horse (cost 1) is a Horse Gadget.

  Background:
    Given the phase is High Noon
    And Player1 has 10 ghost rock
    And Player1's hand is "Mechanical Horse"
    And Player1 has these dudes:
      | dude            | at   |
      | Elander Boldman | home |

  @rule:gadget.inventor
  Scenario: A Mad Scientist who cannot invent Gadgets is refused the Gadget
    Given "Elander Boldman" gets "cannot invent gadgets" from "Elander Boldman" until end of day
    When Player1 tries to attach "Mechanical Horse" to "Elander Boldman"
    Then the play is refused because "Elander Boldman cannot invent Gadgets"
    And Player1 has 10 ghost rock
