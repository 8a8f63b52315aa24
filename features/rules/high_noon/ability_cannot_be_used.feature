Feature: "That ability cannot be used": one ability of a card locked
  Rules digest §8.1, §8.3: an effect may forbid one printed ability of a card (Forget:
  "That ability cannot be used until after Nightfall"). The card's other abilities stay
  usable, and the lock ends with its duration. The board notation names the ability by
  its printed order: "cannot use ability 2".

  Ragged Mule prints "Shootout, Boot: This dude joins your posse ..." and then "Noon, Boot:
  Move this dude ...".

  Background:
    Given the board "shootout"
    And Player1 has these dudes:
      | dude           | at   | attachments |
      | Jon Longstride | home | Ragged Mule |

  @rule:ability.condition
  Scenario: The locked ability is refused naming the rule
    Given "Ragged Mule" gets "cannot use ability 2" from "Jon Longstride" until end of day
    When Player1 tries to use "Ragged Mule (2nd ability)"
    Then the play is refused by rule "ability.condition"

  @rule:ability.condition
  Scenario: Another ability of the same card stays usable
    Given "Ragged Mule" gets "cannot use ability 1" from "Jon Longstride" until end of day
    When Player1 uses "Ragged Mule"
    And Player1 chooses "Town Square"
    And Player1 chooses "pay 1 ghost rock"
    Then "Jon Longstride" is at "Town Square"
    And "Ragged Mule" is booted
