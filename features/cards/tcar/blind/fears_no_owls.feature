@card:19007 @blind
Feature: Fears No Owls (blind proof)
  Noon: Move your dude to a Holy Ground location or a deed with a totem.

  1st Baptist Church is a Holy Ground deed; the General Store is not. A move by a card
  effect boots the dude only if the card says so (§4.2).

  Background:
    Given the phase is High Noon
    And Player1's street is "home, 1st Baptist Church, General Store"
    And Player1 has these dudes:
      | dude            | at             |
      | Fears No Owls   | Player1's home |
      | Pancho Castillo | Town Square    |
    And Player2 has these dudes:
      | dude         | at             |
      | Steven Wiles | Player2's home |

  Scenario: One of your dudes moves to a Holy Ground without booting
    When Player1 uses "Fears No Owls"
    Then Player1 may not choose "Steven Wiles"
    When Player1 selects "Pancho Castillo"
    Then Player1 may not choose "General Store"
    When Player1 chooses "1st Baptist Church"
    Then "Pancho Castillo" is at "1st Baptist Church"
    And "Pancho Castillo" is unbooted
    And "Fears No Owls" is unbooted

  Scenario: Once per day
    Given Player1 has used "Fears No Owls" today
    When Player1 tries to use "Fears No Owls"
    Then the play is refused by rule "noon.once_per_day"
