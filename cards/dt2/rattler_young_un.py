"""Rattler Young 'Un (24094, Weird West Edition) — dude, Abomination.
While Rattler Young 'Un is at a deed, he uses his bullet rating to determine control of the
deed instead of his influence.
Shootout: If there is only one dude in the opposing posse, Rattler Young 'Un becomes a stud
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context


class RattlerYoungUn(CardScript):
    code = "24094"

    def setup_abilities(self, ability: AbilityKit) -> None:
        # The measure counts only where control is decided: at a deed (§4.3).
        self.persistent_effect(effect=ability.effects.control_by_bullets())
        self.action(play_type="shootout", message="{player} uses {source}", handler=self.strike)

    def strike(self, context: Context) -> None:
        shootout = self.game.shootout
        assert shootout is not None
        # "If ..." requirements may be played when unmet; they just do nothing (§8.1).
        if len(shootout.posse(shootout.opposing(context.player))) != 1:
            return
        self.apply_ability_effect(context, match=self.card, effect=AbilityKit.effects.set_as_stud())
        self.game.log.add("{0} makes {1} a stud", context.player, self.card)
