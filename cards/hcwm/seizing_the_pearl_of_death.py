"""Seizing the Pearl of Death (22056, Hell's Comin' With Me) — action, Technique.
Cheatin' Resolution Technique: Draw a card. You may send a dude at this location home
booted. If this is a shootout, reduce your casualties by 1 and increase your opponent's
casualties by 1. If your hand is legal, this dude gets +1 bullets and +1 influence until
Sundown.

"This dude" is the Kung Fu dude who performs it (§7.4, `engine.kung_fu`); "this location"
is where he stands. Any dude there may be sent home, yours or not. The casualties change
as this round's are set (§5.7). "Until Sundown": through the end of the High Noon phase,
gone as Sundown begins (§8.3) — played in lowball, through that day's High Noon too.
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context
from engine.flow import Flow
from engine.kung_fu import performer


class SeizingThePearlOfDeath(CardScript):
    code = "22056"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.technique_action(play_type="cheatin resolution", on_success=self.seize_the_pearl)

    def seize_the_pearl(self, context: Context) -> Flow:
        you, dude, actions = context.player, performer(context), self.game.actions
        actions.draw(you, 1)
        self.game.log.add("{0} draws a card", you)
        here = [card for card in self.game.cards_in_play() if card.is_dude and card.location == dude.location]
        sent = yield from self.may_select_card(context, here, "Select a dude")
        if sent is not None and actions.send_home(sent, booted=True):
            self.game.log.add("{0} sends {1} home booted", you, sent)
        effects = AbilityKit.effects
        if self.game.shootout is not None:
            self.until_end_of_shootout_round(
                context, targets_players=True, effect=effects.reduce_casualties(1)
            )
            self.until_end_of_shootout_round(
                context,
                targets_players=True,
                target_controller="opponent",
                effect=effects.casualties_increased(1),
            )
            self.game.log.add("{0} reduces their casualties by 1 and increases their opponent's by 1", you)
        if not self.reveals_cheatin(you):
            self.until_end_of_phase(
                context,
                match=dude,
                effect=[effects.modify_bullets(1), effects.modify_influence(1)],
                phase="high noon",
            )
            self.game.log.add("{0} gives {1} +1 bullets and +1 influence until Sundown", you, dude)
