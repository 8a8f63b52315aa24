Feature: Cheatin' Resolutions at gamblin'
  A Cheatin' Resolution may be played against a cheatin' lowball hand as well as a cheatin'
  draw hand in a shootout (§3.1, §5.6). At gamblin' there is no shootout: no posse to send
  a dude home from, no round in which to take fewer casualties. What the ability says of
  those does nothing, and nothing of it lasts into the day.

  @rule:gambling.cheatin @card:23039
  Scenario: Pale Horse against a cheatin' lowball hand boots, and reduces no casualties
    Given the board "lowball"
    And Player1's deck is "Allie Hensman, Bluetick, Yan Li's Tailoring, Whiskey Flask, Killer Bunnies Casino, Holy Roller (Weird West Edition)"
    And Player2's deck is "Tommy Harden, Ace in the Hole, Bad Company, Pistol Whip, Circle M Ranch"
    And Player1 has these dudes:
      | dude        | at   | attachments |
      | Jake Smiley | home | Pale Horse  |
    And Player2 has these dudes:
      | dude         | at   |
      | Steven Wiles | home |
    When Player1 uses "Pale Horse"
    Then "Pale Horse" is booted
    And "Steven Wiles" is at "Player2's home"
    And the log contains "Player1 uses Pale Horse"
    And the log does not contain "fewer casualties"
