"""Angela Payne (24100, Weird West Edition) — dude.
Noon, Boot: If Angela is at a deed you do not own, gain 2 ghost rock.

"If ..." may be played when unmet: it then does nothing but boot her (§8.1). A deed you
do not own is an opponent's, whoever controls it now. The first printing (04011,
Election Day Slaughter) prints the same text and has no script.
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context


class AngelaPayne(CardScript):
    code = "24100"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.action(
            play_type="noon",
            cost=ability.costs.boot_self(),
            message="{player} uses {source}",
            handler=self.collect,
        )

    def at_someone_elses_deed(self, context: Context) -> bool:
        location = self.card.location
        deed = self.game.cards.get(location) if location is not None else None
        return deed is not None and deed.is_deed and deed.owner is not context.player

    def collect(self, context: Context) -> None:
        if self.at_someone_elses_deed(context):
            self.game.actions.gain(context.player, 2)
            self.game.log.add("{0} gains 2 ghost rock", context.player)
