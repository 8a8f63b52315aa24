"""Brother Petrovic (21013) — dude of the 108 Righteous Bandits.
React: When Petrovic would be discarded or aced during a shootout, the opposing player must
pay you ghost rock equal to his influence, if able.

"Would be" is announced before it happens (engine.replacements): Petrovic taken as a casualty
(discarded or aced), or aced by a card effect while a shootout is on. "If able" is all or
nothing: an opposing player who cannot pay his whole influence pays nothing (ruling
petrovic-if-able-pays-in-full). The ghost rock goes to you, not the bank (§9.1); Petrovic still
leaves play.
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context
from engine.events import Event


class BrotherPetrovic(CardScript):
    code = "21013"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.reaction(
            when={
                "onCasualtyWouldBeTaken": self.petrovic_would_be_discarded_or_aced,
                "onCardWouldBeAced": self.petrovic_would_be_discarded_or_aced,
            },
            message="{player} uses {source}",
            handler=self.collect_the_alms,
        )

    def petrovic_would_be_discarded_or_aced(self, event: Event) -> bool:
        if event.name == "onCasualtyWouldBeTaken" and event.type not in ("discard", "ace"):
            return False
        return event.card is self.card and self.game.shootout is not None

    def collect_the_alms(self, context: Context) -> None:
        you = context.player
        opponent, influence = you.opponent, self.card.influence
        if opponent.ghost_rock < influence:
            return
        self.game.actions.pay_player(opponent, you, influence)
        self.game.log.add("{0} pays {1} {2} ghost rock", opponent, you, influence)
