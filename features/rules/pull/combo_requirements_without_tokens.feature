Feature: A combo requirement that ignores your token dudes
  Rules digest §7.4: after a successful technique whose Combo clause holds, its player may
  chain another technique of the same Tao. Wang Men Wu: "Your token dudes are ignored when
  checking the combo requirements of Techniques Wang Men Wu successfully performs" — a
  flag on the performing dude, so while the Combo clause of a technique *he* performed is
  checked, his player's posse counts without their tokens; a technique another of their
  Kung Fu dudes performs counts the tokens as usual. Before each player declares a shooter
  (§5.5) the engine gives "before you declare your shooter" effects their moment.

  Rabbit's Lunar Leap (Weird West Edition): "This dude joins your posse. You may unboot
  this dude. Combo if there are more dudes in the opposing posse." Wang Men Wu's React
  brings a 2-stud Gunslinger token into his posse. Both dudes' tests are against 10.

  Background:
    Given the phase is High Noon
    And it is Player2's turn
    And Player1's hand is "Rabbit's Lunar Leap (Weird West Edition), Rabbit's Deception (Weird West Edition)"
    And Player1 has these dudes:
      | dude          | at             |
      | Wang Men Wu   | Town Square    |
      | Bai Yang Chen | Player1's home |
    And Player2 has these dudes:
      | dude         | at          |
      | Steven Wiles | Town Square |
      | Jonah Essex  | Town Square |
      | Clint Ramsey | Town Square |
    And Player1's next pull is "4D"
    When Player2 calls out "Wang Men Wu" with "Steven Wiles"
    And Player1 accepts
    And Player2 adds "Jonah Essex" to the posse
    And Player2 adds "Clint Ramsey" to the posse
    And Player1 is done
    And Player1 reacts with "Wang Men Wu"

  @rule:kung_fu.combo
  Scenario: Three against Wang and the ignored Gunslinger is a combo
    When Player1 plays "Rabbit's Lunar Leap (Weird West Edition)"
    And Player1 selects "Wang Men Wu"
    Then Player1's posse is "Wang Men Wu, Gunslinger"
    And Player1 is asked to "Select a combo"

  @rule:kung_fu.combo
  Scenario: Another Kung Fu dude's technique counts the Gunslinger: three against three is no combo
    When Player1 plays "Rabbit's Lunar Leap (Weird West Edition)"
    And Player1 selects "Bai Yang Chen"
    Then Player1's posse is "Wang Men Wu, Gunslinger, Bai Yang Chen"
    And the log does not contain "Player1's Bai Yang Chen may combo with another Tao of the Jade Rabbit technique"
    And Player1 is asked to "Select a play"
