Feature: Going home booted, and what may happen instead (§5.1, §5.9, §6.6, §8.2)
  Three rules send a dude home booted: refusing a call out, fleeing at Run or Gun, and the
  leader's posse going home after a job. Each is announced first ("when your dude would go
  home booted ...", engine.going_home), so a react may do something else instead; the
  dudes it spares do not go home, the others still do.

  Any Port in a Storm: "React: When your dude would go home booted from refusing a
  callout, during the Flight or Fight step of a shootout, or while resolving a successful
  job, instead move that dude booted to another in-town deed you own."

  Background:
    Given the board "shootout"

  @rule:going_home.instead @rule:job.home
  Scenario: One dude of a job's posse is sent elsewhere instead; the rest go home booted
    Given Player1 has these dudes:
      | dude           | at   |
      | Jon Longstride | home |
      | Allie Hensman  | home |
    And Player2 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |
    And Player1's hand is "Ambush (Weird West Edition), Any Port in a Storm"
    And Player1 has 2 ghost rock
    When Player1 plays "Ambush (Weird West Edition)"
    And Player1 selects "Jon Longstride"
    And Player1 selects "Steven Wiles"
    And Player1 adds "Allie Hensman" to the posse
    And Player2 is done
    Then the job succeeds
    When Player1 chooses "react Any Port in a Storm"
    And Player1 chooses "General Store"
    Then "Jon Longstride" is at "General Store"
    And "Allie Hensman" is at "Player1's home"
    And "Allie Hensman" is booted
    And the log contains "Player1 sends Allie Hensman home booted"
    And the log does not contain "Player1 sends Jon Longstride, Allie Hensman home booted"

