Feature: A card that loses its traits, or its Shootout abilities (§8.3 effects)
  "All Weapons lose their bullet bonuses, traits, and Shootout abilities" (As Nature and God
  Intended) takes less than blanking a card: a card that loses its traits keeps its actions
  and Reacts, but its persistent effects — a bonus it gives the dude it is attached to — and
  its trait reactions stop; a card that loses its Shootout abilities has its "Shootout:" and
  "Noon/Shootout:" abilities refused, while its Noon ones stay.

  Pearl-Handled Revolver: "This dude is a stud." Allie Hensman: "Noon, Boot: If Allie is
  at the town square, she permanently gets 1 control point."

  Scenario: A Weapon that loses its traits no longer makes its dude a stud
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude         | at          | attachments            |
      | Olivia Jenks | Town Square | Pearl-Handled Revolver |
    And "Pearl-Handled Revolver" gets "loses its traits" from "Pearl-Handled Revolver" until end of day
    Then "Olivia Jenks" is a draw

  Scenario: A card that loses its Shootout abilities still uses its Noon ability
    Given the phase is High Noon
    And Player1 has these dudes:
      | dude          | at          |
      | Allie Hensman | Town Square |
    And "Allie Hensman" gets "loses its shootout abilities" from "Allie Hensman" until end of day
    When Player1 uses "Allie Hensman"
    Then "Allie Hensman" has 1 control points
