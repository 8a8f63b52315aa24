Feature: Nightfall: a card that unboots only if its controller pays
  Rules digest §3.4 step 6: every card in play unboots, save those an effect keeps
  booted. "That dude does not unboot unless their controller pays 1 ghost rock"
  (Lethargy) asks the dude's controller, who may pay 1 ghost rock to unboot him; a dude
  an effect keeps booted outright ("does not unboot during Nightfall") is not offered
  the payment, and an unbooted one has nothing to pay for.

  Background:
    Given the board "sundown"
    And Player1 has these dudes:
      | dude          | at          | attachments |
      | Steele Archer | Town Square | Lethargy    |

  @rule:sundown.pay_to_unboot
  Scenario: Each booted dude kept so asks its own controller, in player order
    Given Player2 has these dudes:
      | dude           | at          | booted |
      | Jon Longstride | Town Square | yes    |
      | Steven Wiles   | Town Square | yes    |
    And "Jon Longstride" gets "does not unboot at nightfall unless its controller pays 1 ghost rock" from "Lethargy" until end of day
    And "Steven Wiles" gets "does not unboot at nightfall unless its controller pays 1 ghost rock" from "Lethargy" until end of day
    When Player1 is done
    And Player2 is done
    And Player2 chooses "pay 1 ghost rock"
    And Player2 chooses "done"
    Then "Jon Longstride" is unbooted
    And "Steven Wiles" is booted

  @rule:sundown.unboot
  Scenario: A dude kept booted outright is not offered the payment
    Given Player2 has these dudes:
      | dude           | at          | booted |
      | Jon Longstride | Town Square | yes    |
    And "Jon Longstride" gets "does not unboot at nightfall unless its controller pays 1 ghost rock" from "Lethargy" until end of day
    And "Jon Longstride" gets "does not unboot at nightfall" from "Steele Archer" until end of day
    When Player1 is done
    And Player2 is done
    Then "Jon Longstride" is booted
    And the log does not contain "Player2 leaves Jon Longstride booted"

  Scenario: An unbooted dude has nothing to pay for
    Given Player2 has these dudes:
      | dude           | at          |
      | Jon Longstride | Town Square |
    And "Jon Longstride" gets "does not unboot at nightfall unless its controller pays 1 ghost rock" from "Lethargy" until end of day
    When Player1 is done
    And Player2 is done
    Then "Jon Longstride" is unbooted
    And the log does not contain "Player2 leaves Jon Longstride booted"
